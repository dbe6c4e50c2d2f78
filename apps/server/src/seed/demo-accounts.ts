import { type Locale, countryOf } from '@shopfront/i18n';

export interface DemoAccount {
  readonly uid: string;
  readonly market: string;
  readonly locale: Locale;
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
  /** Accepted an older terms-of-use version: the next login asks for the new one (profile completion). */
  readonly outdatedTerms?: boolean;
}

/** Every demo login's password (README.md). */
const demoPassword = 'Nordhem-Demo-2026';

/** The domain of the demo addresses in each market with demo logins. */
const emailDomains: Readonly<Record<string, string>> = {
  GB: 'example.co.uk',
  DE: 'example.de',
  BE: 'example.be',
  CH: 'example.ch',
  PL: 'example.pl',
  NL: 'example.nl',
  US: 'example.com',
};

/** A demo login from its locale and name: market, uid (`demo-gb-oliver`), address (`oliver.bennett@example.co.uk`). */
function demoAccount(
  locale: Locale,
  firstName: string,
  lastName: string,
  options: { readonly outdatedTerms?: true } = {},
): DemoAccount {
  const market = countryOf(locale);
  const domain = emailDomains[market];
  if (!domain) throw new Error(`no demo e-mail domain for ${market}`);
  return {
    uid: `demo-${market.toLowerCase()}-${firstName.toLowerCase()}`,
    market,
    locale,
    email: `${firstName}.${lastName}@${domain}`.toLowerCase(),
    password: demoPassword,
    firstName,
    lastName,
    ...options,
  };
}

type DemoPerson = readonly [
  locale: Locale,
  firstName: string,
  lastName: string,
  options?: { readonly outdatedTerms?: true },
];

/** Demo logins; README.md lists the same. Seeded in demo mode only. */
const demoPeople: readonly DemoPerson[] = [
  ['en-GB', 'Oliver', 'Bennett'],
  ['en-GB', 'James', 'Wilson'],
  ['en-GB', 'Amelia', 'Clarke'],
  ['de-DE', 'Anna', 'Schneider'],
  ['fr-BE', 'Camille', 'Dubois'],
  ['de-CH', 'Lukas', 'Meier'],
  ['de-CH', 'Mia', 'Keller'],
  ['fr-BE', 'Louise', 'Lambert'],
  ['de-CH', 'Leon', 'Graf'],
  ['pl-PL', 'Zofia', 'Nowak'],
  ['nl-NL', 'Sanne', 'Visser'],
  ['en-GB', 'Grace', 'Hughes', { outdatedTerms: true }],
  ['en-GB', 'Lily', 'Turner', { outdatedTerms: true }],
  ['en-GB', 'Harry', 'Evans'],
  ['en-GB', 'Isla', 'Morgan'],
  ['en-GB', 'Sophie', 'Ward'],
  ['en-GB', 'Noah', 'Price'],
  ['en-GB', 'George', 'Hall'],
  ['en-US', 'Emily', 'Carter'],
  ['en-US', 'Ethan', 'Brooks'],
];

export const demoAccounts: readonly DemoAccount[] = demoPeople.map(([locale, firstName, lastName, options]) =>
  demoAccount(locale, firstName, lastName, options),
);
