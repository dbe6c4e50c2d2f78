export interface DemoProduct {
  readonly code: string;
  readonly name: string;
  readonly category: string;
  /** Price in euro cents; other currencies are derived with fixed demo rates. */
  readonly euroCents: number;
}

export const demoProducts: readonly DemoProduct[] = [
  { code: 'NH-OV-600', name: 'Nordhem Aura 600 Oven', category: 'ovens', euroCents: 64_900 },
  { code: 'NH-DW-450', name: 'Nordhem Silence 450 Dishwasher', category: 'dishwashers', euroCents: 54_900 },
  { code: 'NH-WM-900', name: 'Nordhem Fjord 9 Washing Machine', category: 'washing-machines', euroCents: 79_900 },
  { code: 'NH-TD-800', name: 'Nordhem Breeze 8 Tumble Dryer', category: 'dryers', euroCents: 69_900 },
  { code: 'NH-VC-300', name: 'Nordhem Pulse 300 Vacuum Cleaner', category: 'vacuum-cleaners', euroCents: 24_900 },
  { code: 'NH-RV-100', name: 'Nordhem Orbit Robot Vacuum', category: 'robot-vacuums', euroCents: 39_900 },
  { code: 'NH-CM-700', name: 'Nordhem Barista 7 Espresso Machine', category: 'espresso-machines', euroCents: 89_900 },
  { code: 'NH-AC-010', name: 'Nordhem Descaler (2 × 250 ml)', category: 'cleaning-care', euroCents: 1_490 },
];

const demoExchangeRates: Readonly<Record<string, number>> = {
  EUR: 1, GBP: 0.86, CHF: 0.95, DKK: 7.46, SEK: 11.2, NOK: 11.6, PLN: 4.3, CZK: 25, HUF: 400, RON: 5,
  USD: 1.08, CAD: 1.48, MXN: 19, SGD: 1.45,
};

/** Minor units per currency, rounded to a shop-like price ending in 9. */
export function demoPrices(euroCents: number): Record<string, number> {
  return Object.fromEntries(
    Object.entries(demoExchangeRates).map(([currency, rate]) => [currency, Math.max(99, Math.round((euroCents * rate) / 100) * 100 - 1)]),
  );
}
