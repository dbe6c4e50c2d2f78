import type { Locale } from '@shopfront/i18n';

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

/** Demo logins; README.md lists the same. Seeded in demo mode only. */
export const demoAccounts: readonly DemoAccount[] = [
  { uid: 'demo-gb-oliver', market: 'GB', locale: 'en-GB', email: 'oliver.bennett@example.co.uk', password: 'Nordhem-Demo-2026', firstName: 'Oliver', lastName: 'Bennett' },
  { uid: 'demo-gb-james', market: 'GB', locale: 'en-GB', email: 'james.wilson@example.co.uk', password: 'Nordhem-Demo-2026', firstName: 'James', lastName: 'Wilson' },
  { uid: 'demo-gb-amelia', market: 'GB', locale: 'en-GB', email: 'amelia.clarke@example.co.uk', password: 'Nordhem-Demo-2026', firstName: 'Amelia', lastName: 'Clarke' },
  { uid: 'demo-de-anna', market: 'DE', locale: 'de-DE', email: 'anna.schneider@example.de', password: 'Nordhem-Demo-2026', firstName: 'Anna', lastName: 'Schneider' },
  { uid: 'demo-be-camille', market: 'BE', locale: 'fr-BE', email: 'camille.dubois@example.be', password: 'Nordhem-Demo-2026', firstName: 'Camille', lastName: 'Dubois' },
  { uid: 'demo-ch-lukas', market: 'CH', locale: 'de-CH', email: 'lukas.meier@example.ch', password: 'Nordhem-Demo-2026', firstName: 'Lukas', lastName: 'Meier' },
  { uid: 'demo-ch-mia', market: 'CH', locale: 'de-CH', email: 'mia.keller@example.ch', password: 'Nordhem-Demo-2026', firstName: 'Mia', lastName: 'Keller' },
  { uid: 'demo-be-louise', market: 'BE', locale: 'fr-BE', email: 'louise.lambert@example.be', password: 'Nordhem-Demo-2026', firstName: 'Louise', lastName: 'Lambert' },
  { uid: 'demo-ch-leon', market: 'CH', locale: 'de-CH', email: 'leon.graf@example.ch', password: 'Nordhem-Demo-2026', firstName: 'Leon', lastName: 'Graf' },
  { uid: 'demo-pl-zofia', market: 'PL', locale: 'pl-PL', email: 'zofia.nowak@example.pl', password: 'Nordhem-Demo-2026', firstName: 'Zofia', lastName: 'Nowak' },
  { uid: 'demo-nl-sanne', market: 'NL', locale: 'nl-NL', email: 'sanne.visser@example.nl', password: 'Nordhem-Demo-2026', firstName: 'Sanne', lastName: 'Visser' },
  { uid: 'demo-gb-grace', market: 'GB', locale: 'en-GB', email: 'grace.hughes@example.co.uk', password: 'Nordhem-Demo-2026', firstName: 'Grace', lastName: 'Hughes', outdatedTerms: true },
  { uid: 'demo-gb-lily', market: 'GB', locale: 'en-GB', email: 'lily.turner@example.co.uk', password: 'Nordhem-Demo-2026', firstName: 'Lily', lastName: 'Turner', outdatedTerms: true },
  { uid: 'demo-gb-harry', market: 'GB', locale: 'en-GB', email: 'harry.evans@example.co.uk', password: 'Nordhem-Demo-2026', firstName: 'Harry', lastName: 'Evans' },
  { uid: 'demo-gb-isla', market: 'GB', locale: 'en-GB', email: 'isla.morgan@example.co.uk', password: 'Nordhem-Demo-2026', firstName: 'Isla', lastName: 'Morgan' },
  { uid: 'demo-gb-sophie', market: 'GB', locale: 'en-GB', email: 'sophie.ward@example.co.uk', password: 'Nordhem-Demo-2026', firstName: 'Sophie', lastName: 'Ward' },
  { uid: 'demo-gb-noah', market: 'GB', locale: 'en-GB', email: 'noah.price@example.co.uk', password: 'Nordhem-Demo-2026', firstName: 'Noah', lastName: 'Price' },
  { uid: 'demo-gb-george', market: 'GB', locale: 'en-GB', email: 'george.hall@example.co.uk', password: 'Nordhem-Demo-2026', firstName: 'George', lastName: 'Hall' },
  { uid: 'demo-us-emily', market: 'US', locale: 'en-US', email: 'emily.carter@example.com', password: 'Nordhem-Demo-2026', firstName: 'Emily', lastName: 'Carter' },
  { uid: 'demo-us-ethan', market: 'US', locale: 'en-US', email: 'ethan.brooks@example.com', password: 'Nordhem-Demo-2026', firstName: 'Ethan', lastName: 'Brooks' },
];
