import { describe, expect, it } from 'vitest';
import { supportedLocales } from './locales.ts';
import { findMarket, markets, supportEmailOf } from './markets.ts';
import { sites } from './routing.ts';

describe('market table', () => {
  it('has the 28 countries and the 33 locales of docs/rules.md, each locale in exactly one market', () => {
    expect(markets.map((market) => market.country).sort()).toEqual(
      'DK AT CH DE LU GB SG US IE ES MX FI FR BE HU IT NL NO PL PT SE CZ RO SK SI GR HR CA'.split(' ').sort(),
    );
    expect(markets.flatMap((market) => market.locales).sort()).toEqual([...supportedLocales].sort());
    expect(sites).toHaveLength(33);
  });

  it.each([
    ['US', 'MM/DD/YYYY'],
    ['IE', 'MM/DD/YYYY'],
    ['AT', 'MM/DD/YYYY'],
    ['FI', 'D.M.YYYY'],
    ['DE', 'DD/MM/YYYY'],
    ['GB', 'DD/MM/YYYY'],
  ])('%s writes birth dates as %s', (country, format) => {
    expect(findMarket(country)?.birthDateFormat).toBe(format);
  });

  it.each([
    ['GB', { kind: 'amount-off', amount: 10 }],
    ['ES', { kind: 'percent-off-accessories', percent: 10 }],
    ['FR', { kind: 'percent-off', percent: 15 }],
    ['DE', { kind: 'percent-off', percent: 10 }],
    ['AT', { kind: 'percent-off', percent: 10 }],
    ['CH', { kind: 'percent-off', percent: 10 }],
    ['NL', { kind: 'percent-off', percent: 10 }],
    ['BE', { kind: 'percent-off', percent: 10 }],
    ['IT', { kind: 'percent-off', percent: 15 }],
    ['SE', { kind: 'percent-off', percent: 15 }],
    ['DK', { kind: 'percent-off', percent: 15 }],
    ['NO', { kind: 'percent-off', percent: 15 }],
    ['FI', { kind: 'percent-off', percent: 15 }],
    ['PL', undefined],
    ['US', undefined],
  ])('%s gives the welcome gift %j', (country, gift) => {
    expect(findMarket(country)?.welcomeGift).toEqual(gift);
  });

  it('asks only level-one consent in US, CA, SG and MX, and US residency in the US only', () => {
    expect(
      markets
        .filter((market) => market.levelOneOnly)
        .map((market) => market.country)
        .sort(),
    ).toEqual(['CA', 'MX', 'SG', 'US']);
    expect(markets.filter((market) => market.requiresUsResidency).map((market) => market.country)).toEqual(['US']);
  });

  const valuesOfToggles = new Map<string, ReadonlySet<boolean>>();
  for (const market of markets) {
    for (const [toggle, value] of Object.entries(market.features))
      valuesOfToggles.set(toggle, new Set([...(valuesOfToggles.get(toggle) ?? []), value]));
  }

  it.each([...valuesOfToggles])(
    'shows both settings of the %s toggle in some demo market, without configuration',
    (_toggle, values) => {
      expect([...values].sort()).toEqual([false, true]);
    },
  );

  it('shows the single-level marketing wording, single consent and the club’s select-all rule where the README says', () => {
    const marketsWith = (matches: (market: (typeof markets)[number]) => boolean) =>
      markets.filter(matches).map((market) => market.country);
    expect(marketsWith((market) => !market.features.multiLevelConsent)).toEqual(['PL']);
    // Single consent changes the multi-level dialog, so it is on where that dialog shows.
    expect(marketsWith((market) => market.features.singleConsent && market.features.multiLevelConsent)).toEqual(['NL']);
    expect(marketsWith((market) => market.features.clubSelectAll)).toEqual(['BE']);
  });

  it('has the spec defaults for the feature toggles and a support address on the market domain', () => {
    expect(findMarket('GB')?.features).toEqual({
      multiLevelConsent: true,
      singleConsent: false,
      clubSelectAll: false,
      syncClub: false,
      clubNewsletterShown: true,
    });
    const greatBritain = findMarket('GB');
    expect(greatBritain && supportEmailOf(greatBritain)).toBe('club@nordhem.co.uk');
  });
});
