import type { MarketConfig } from '../config/market-config.ts';
import type { Database } from '../db/database.ts';

/** What the app hands every service plugin that serves the markets from the database. */
export interface ServiceOptions {
  readonly database: Database;
  readonly markets: ReadonlyMap<string, MarketConfig>;
  readonly clock: () => Date;
  /** The browser's origin, e.g. https://www.nordhem.de: links in mails and the OAuth issuer point at the sites under it. */
  readonly publicOrigin: string;
}
