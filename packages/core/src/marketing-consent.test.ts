import { describe, expect, it } from 'vitest';
import {
  type MarketingConsentMode,
  type MarketingConsentRecord,
  marketingConsentFlags,
  marketingConsentRecord,
  marketingRecordProblem,
  noMarketingConsent,
  withMarketingLevel,
} from './marketing-consent.ts';

const modes = {
  multiLevel: { hasSingleConsent: false, levelOneOnly: false },
  singleConsent: { hasSingleConsent: true, levelOneOnly: false },
  levelOneOnly: { hasSingleConsent: false, levelOneOnly: true },
  singleAndLevelOneOnly: { hasSingleConsent: true, levelOneOnly: true },
} satisfies Record<string, MarketingConsentMode>;

const booleans = [false, true] as const;
const everyRecord: MarketingConsentRecord[] = booleans.flatMap((consentLevelOne) =>
  booleans.flatMap((consentLevelTwo) =>
    booleans.flatMap((consentLevelThree) =>
      booleans.map((isAgreementAccepted) => ({
        consentLevelOne,
        consentLevelTwo,
        consentLevelThree,
        isAgreementAccepted,
      })),
    ),
  ),
);
const everyCase = Object.entries(modes).flatMap(([modeName, mode]) =>
  everyRecord.map((record) => ({ modeName, mode, record })),
);

const short = (r: MarketingConsentRecord) =>
  `${+r.consentLevelOne}${+r.consentLevelTwo}${+r.consentLevelThree} terms ${+r.isAgreementAccepted}`;

describe('marketing consent levels, every record in every mode', () => {
  it.each(everyCase.map((c) => [c.modeName, short(c.record), c] as const))(
    '%s, levels %s',
    (_mode, _record, { mode, record }) => {
      const problem = marketingRecordProblem(record, mode);
      const higher = record.consentLevelTwo || record.consentLevelThree;
      const higherOffered = !mode.hasSingleConsent && !mode.levelOneOnly;
      expect(problem).toBe(
        !higher
          ? undefined
          : !higherOffered
            ? 'higher-level-not-offered'
            : record.consentLevelOne
              ? undefined
              : 'higher-level-without-level-one',
      );
      if (problem) return;

      const flags = marketingConsentFlags(record, mode);
      // Level one is the newsletter plus general personalisation; terms maps to the terms statement.
      expect(flags.newsletter).toBe(record.consentLevelOne);
      expect(flags['personalised-general']).toBe(record.consentLevelOne);
      expect(flags['terms-statement']).toBe(record.isAgreementAccepted);
      // Single consent: level one also sets tracking; otherwise tracking is level two and IoT level three.
      expect(flags['personalised-tracking']).toBe(
        mode.hasSingleConsent ? record.consentLevelOne : record.consentLevelTwo,
      );
      expect(flags['personalised-IoT']).toBe(record.consentLevelThree);
      // What is saved reads back as what was sent.
      expect(marketingConsentRecord(flags, mode)).toEqual(record);
    },
  );

  it.each([
    [
      'tracking without level one',
      {
        newsletter: false,
        'personalised-general': false,
        'personalised-tracking': true,
        'personalised-IoT': true,
        'terms-statement': true,
      },
      { ...noMarketingConsent, isAgreementAccepted: true },
    ],
    [
      'the newsletter alone',
      {
        newsletter: true,
        'personalised-general': false,
        'personalised-tracking': true,
        'personalised-IoT': false,
        'terms-statement': false,
      },
      noMarketingConsent,
    ],
    [
      'everything',
      {
        newsletter: true,
        'personalised-general': true,
        'personalised-tracking': true,
        'personalised-IoT': true,
        'terms-statement': true,
      },
      { consentLevelOne: true, consentLevelTwo: true, consentLevelThree: true, isAgreementAccepted: true },
    ],
  ] as const)('reading flags set elsewhere: %s', (_name, flags, expected) => {
    expect(marketingConsentRecord(flags, modes.multiLevel)).toEqual(expected);
  });

  it('forces levels two and three off when reading in single-consent and level-one-only modes', () => {
    const all = {
      newsletter: true,
      'personalised-general': true,
      'personalised-tracking': true,
      'personalised-IoT': true,
      'terms-statement': true,
    };
    for (const mode of [modes.singleConsent, modes.levelOneOnly]) {
      expect(marketingConsentRecord(all, mode)).toEqual({
        consentLevelOne: true,
        consentLevelTwo: false,
        consentLevelThree: false,
        isAgreementAccepted: true,
      });
    }
  });
});

describe('ticking levels in the dialog', () => {
  const all = { consentLevelOne: true, consentLevelTwo: true, consentLevelThree: true, isAgreementAccepted: true };

  it('unticking level one clears levels two and three and keeps terms', () => {
    expect(withMarketingLevel(all, 'consentLevelOne', false, modes.multiLevel)).toEqual({
      ...noMarketingConsent,
      isAgreementAccepted: true,
    });
  });

  it.each([
    ['without level one', noMarketingConsent, modes.multiLevel],
    ['in single-consent mode', { ...noMarketingConsent, consentLevelOne: true }, modes.singleConsent],
    ['in a level-one-only market', { ...noMarketingConsent, consentLevelOne: true }, modes.levelOneOnly],
  ] as const)('levels two and three cannot be ticked %s', (_name, record, mode) => {
    expect(withMarketingLevel(record, 'consentLevelTwo', true, mode)).toEqual(record);
    expect(withMarketingLevel(record, 'consentLevelThree', true, mode)).toEqual(record);
  });

  it('ticks and unticks a higher level on its own once level one is ticked', () => {
    const one = withMarketingLevel(noMarketingConsent, 'consentLevelOne', true, modes.multiLevel);
    const three = withMarketingLevel(one, 'consentLevelThree', true, modes.multiLevel);
    expect(three).toEqual({ ...noMarketingConsent, consentLevelOne: true, consentLevelThree: true });
    expect(withMarketingLevel(three, 'consentLevelThree', false, modes.multiLevel)).toEqual(one);
  });
});
