import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { type FeatureToggles, markets } from '@shopfront/i18n';
import { demoAccounts } from './demo-accounts.ts';

/** The spec's defaults (docs/account-widget.md §9); a market that differs shows a variant worth a demo login. */
const specDefaults: FeatureToggles = {
  multiLevelConsent: true,
  singleConsent: false,
  clubSelectAll: false,
  syncClub: false,
  clubNewsletterShown: true,
};

describe('demo logins', () => {
  const variantMarkets = markets.filter((market) => !isDeepStrictEqual(market.features, specDefaults));

  it.each(variantMarkets.map((market) => [market.country] as const))(
    '%s, which shows a feature variant, has a demo login',
    (country) => {
      expect(demoAccounts.filter((account) => account.market === country)).not.toHaveLength(0);
    },
  );

  it('derives market, uid and address from the locale and the name (README.md lists them so)', () => {
    expect(demoAccounts.find((account) => account.uid === 'demo-gb-oliver')).toEqual({
      uid: 'demo-gb-oliver',
      market: 'GB',
      locale: 'en-GB',
      email: 'oliver.bennett@example.co.uk',
      password: 'Nordhem-Demo-2026',
      firstName: 'Oliver',
      lastName: 'Bennett',
    });
    expect(demoAccounts.find((account) => account.uid === 'demo-ch-lukas')).toMatchObject({
      market: 'CH',
      locale: 'de-CH',
      email: 'lukas.meier@example.ch',
    });
    expect(demoAccounts.filter((account) => account.outdatedTerms).map((account) => account.uid)).toEqual([
      'demo-gb-grace',
      'demo-gb-lily',
    ]);
  });
});
