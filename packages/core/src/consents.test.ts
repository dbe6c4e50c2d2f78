import { describe, expect, it } from 'vitest';
import {
  type ConsentId,
  type ConsentKind,
  consentIds,
  consentKey,
  declarationIds,
  dialogPreferenceIds,
  isConsentId,
  preferenceIds,
  requiredDocumentIds,
  subscriptionIds,
} from './consents.ts';

const listOfKind: Record<ConsentKind, readonly string[]> = {
  preference: preferenceIds,
  subscription: subscriptionIds,
  declaration: declarationIds,
};

describe('the consent ids (docs/rules.md consent keys)', () => {
  it.each<[ConsentId, ConsentKind]>([
    ['terms-statement', 'preference'],
    ['privacy-statement', 'preference'],
    ['personalised-general', 'preference'],
    ['personalised-tracking', 'preference'],
    ['personalised-IoT', 'preference'],
    ['club-membership', 'preference'],
    ['doNotSell', 'preference'],
    ['newsletter', 'subscription'],
    ['loyaltyNewsletter', 'subscription'],
    ['us-residency', 'declaration'],
    ['age-18-or-over', 'declaration'],
  ])('%s is a %s', (id, kind) => {
    expect(isConsentId(id)).toBe(true);
    expect(Object.entries(listOfKind).filter(([, ids]) => ids.includes(id))).toEqual([[kind, listOfKind[kind]]]);
  });

  it('lists every named id once, and nothing else', () => {
    expect([...consentIds].sort()).toEqual(Object.values(consentKey).sort());
    expect(new Set(consentIds).size).toBe(consentIds.length);
  });

  it.each(['', 'Newsletter', 'terms', 'personalised-iot', 'constructor'])('%j is no consent id', (value) => {
    expect(isConsentId(value)).toBe(false);
  });

  it('asks every account for the terms and the privacy statement; the dialogs cannot set Do Not Sell', () => {
    expect(requiredDocumentIds).toEqual(['terms-statement', 'privacy-statement']);
    expect(dialogPreferenceIds).not.toContain('doNotSell');
  });
});
