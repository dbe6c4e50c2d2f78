/**
 * Marketing consent levels (docs/account-widget.md §4 multi-level consent, docs/rules.md consent keys): how the
 * dialogs' record maps onto the identity provider's consent flags, used alike by the browser and the server.
 */

/** The record the marketing-preferences dialog reads and saves. */
export interface MarketingConsentRecord {
  readonly consentLevelOne: boolean;
  readonly consentLevelTwo: boolean;
  readonly consentLevelThree: boolean;
  readonly isAgreementAccepted: boolean;
}

/** The identity provider's flags behind the record: the newsletter subscription and the preferences by key. */
export interface MarketingConsentFlags {
  readonly newsletter: boolean;
  readonly 'personalised-general': boolean;
  readonly 'personalised-tracking': boolean;
  readonly 'personalised-IoT': boolean;
  readonly 'terms-statement': boolean;
}

export interface MarketingConsentMode {
  /** The single-consent toggle: level one also grants tracking; levels two and three do not exist. */
  readonly hasSingleConsent: boolean;
  /** Markets with only the level-one consent (US, CA, SG, MX). */
  readonly levelOneOnly: boolean;
}

export type MarketingLevel = 'consentLevelOne' | 'consentLevelTwo' | 'consentLevelThree';

export const noMarketingConsent: MarketingConsentRecord = {
  consentLevelOne: false,
  consentLevelTwo: false,
  consentLevelThree: false,
  isAgreementAccepted: false,
};

/** Whether levels two and three can be offered at all. */
export function offersHigherLevels(mode: MarketingConsentMode): boolean {
  return !mode.hasSingleConsent && !mode.levelOneOnly;
}

/** Why a record cannot be saved as sent, or undefined when it can. */
export type MarketingRecordProblem = 'higher-level-without-level-one' | 'higher-level-not-offered';

export function marketingRecordProblem(
  record: MarketingConsentRecord,
  mode: MarketingConsentMode,
): MarketingRecordProblem | undefined {
  const higherLevel = record.consentLevelTwo || record.consentLevelThree;
  if (!higherLevel) return undefined;
  if (!offersHigherLevels(mode)) return 'higher-level-not-offered';
  return record.consentLevelOne ? undefined : 'higher-level-without-level-one';
}

/** The flags a consistent record sets (check `marketingRecordProblem` first). */
export function marketingConsentFlags(
  record: MarketingConsentRecord,
  mode: MarketingConsentMode,
): MarketingConsentFlags {
  const levelOne = record.consentLevelOne;
  const higher = offersHigherLevels(mode);
  return {
    newsletter: levelOne,
    'personalised-general': levelOne,
    'personalised-tracking': levelOne && (mode.hasSingleConsent || (higher && record.consentLevelTwo)),
    'personalised-IoT': levelOne && higher && record.consentLevelThree,
    'terms-statement': record.isAgreementAccepted,
  };
}

/** The record the flags amount to: a level holds only when every flag it needs does. */
export function marketingConsentRecord(
  flags: MarketingConsentFlags,
  mode: MarketingConsentMode,
): MarketingConsentRecord {
  const levelOne = flags.newsletter && flags['personalised-general'];
  const higher = offersHigherLevels(mode);
  return {
    consentLevelOne: levelOne,
    consentLevelTwo: levelOne && higher && flags['personalised-tracking'],
    consentLevelThree: levelOne && higher && flags['personalised-IoT'],
    isAgreementAccepted: flags['terms-statement'],
  };
}

/** Ticking or unticking one level in the dialog: unticking level one clears the levels that need it. */
export function withMarketingLevel(
  record: MarketingConsentRecord,
  level: MarketingLevel,
  ticked: boolean,
  mode: MarketingConsentMode,
): MarketingConsentRecord {
  if (level === 'consentLevelOne') {
    return ticked
      ? { ...record, consentLevelOne: true }
      : { ...record, consentLevelOne: false, consentLevelTwo: false, consentLevelThree: false };
  }
  if (!record.consentLevelOne || !offersHigherLevels(mode)) return record;
  return { ...record, [level]: ticked };
}
