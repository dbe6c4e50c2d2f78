import { describe, expect, it } from 'vitest';
import { noMarketingConsent } from '@shopfront/core';
import {
  type MarketingConsentAction,
  type MarketingConsentState,
  type MarketingRules,
  marketingConsentReducer,
} from './marketing-consent-state.ts';

const multiLevel: MarketingRules = { hasSingleConsent: false, levelOneOnly: false, requiresUsResidency: false };
const us: MarketingRules = { hasSingleConsent: false, levelOneOnly: true, requiresUsResidency: true };

function run(rules: MarketingRules, ...actions: MarketingConsentAction[]): MarketingConsentState {
  const reducer = marketingConsentReducer(rules);
  return actions.reduce(reducer, { step: 'verifying' } as MarketingConsentState);
}

const verified: MarketingConsentAction = { type: 'session-verified', uid: 'u' };
const loaded: MarketingConsentAction[] = [
  verified,
  { type: 'loaded', choices: { variant: 'multi-level', record: noMarketingConsent, usDeclaration: false } },
];

describe('marketingConsentReducer', () => {
  it('goes verifying → loading → editing, and ignores a submit before terms are accepted', () => {
    expect(run(multiLevel, verified).step).toBe('loading');
    expect(run(multiLevel, ...loaded).step).toBe('editing');
    expect(run(multiLevel, ...loaded, { type: 'submitted' }).step).toBe('editing');
  });

  it('a failed save keeps every tick; the next change clears the message', () => {
    const failed = run(
      multiLevel,
      ...loaded,
      { type: 'toggled', box: 'consentLevelOne', ticked: true },
      { type: 'toggled', box: 'consentLevelThree', ticked: true },
      { type: 'toggled', box: 'isAgreementAccepted', ticked: true },
      { type: 'submitted' },
      { type: 'save-failed', error: { kind: 'catalogue', messageKey: 'error.unknown' } },
    );
    expect(failed).toMatchObject({
      step: 'failed',
      choices: { record: { consentLevelOne: true, consentLevelThree: true, isAgreementAccepted: true } },
    });
    expect(
      marketingConsentReducer(multiLevel)(failed, { type: 'toggled', box: 'consentLevelTwo', ticked: true }).step,
    ).toBe('editing');
  });

  it('US: the declaration can be given only with level one, goes with it, and is needed to save a grant', () => {
    const declaredEarly = run(us, ...loaded, { type: 'toggled', box: 'usDeclaration', ticked: true });
    expect(declaredEarly).toMatchObject({ choices: { usDeclaration: false } });
    const granted = run(
      us,
      ...loaded,
      { type: 'toggled', box: 'isAgreementAccepted', ticked: true },
      { type: 'toggled', box: 'consentLevelOne', ticked: true },
    );
    expect(marketingConsentReducer(us)(granted, { type: 'submitted' }).step).toBe('editing');
    const declared = marketingConsentReducer(us)(granted, { type: 'toggled', box: 'usDeclaration', ticked: true });
    expect(marketingConsentReducer(us)(declared, { type: 'submitted' }).step).toBe('submitting');
    const withdrawn = marketingConsentReducer(us)(declared, { type: 'toggled', box: 'consentLevelOne', ticked: false });
    expect(withdrawn).toMatchObject({ choices: { usDeclaration: false } });
    expect(marketingConsentReducer(us)(withdrawn, { type: 'submitted' }).step).toBe('submitting');
  });

  it('ignores answers that arrive in the wrong step', () => {
    expect(run(multiLevel, { type: 'saved' })).toEqual({ step: 'verifying' });
    expect(
      run(multiLevel, ...loaded, { type: 'save-failed', error: { kind: 'catalogue', messageKey: 'error.unknown' } })
        .step,
    ).toBe('editing');
  });
});
