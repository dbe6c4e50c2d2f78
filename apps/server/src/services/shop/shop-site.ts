import type { Site } from '@shopfront/i18n';
import type { MarketConfig } from '../../config/market-config.ts';

/** The site a shop plugin is registered for, handed to each of its route groups. */
export interface ShopRouteOptions {
  readonly site: Site;
  readonly market: MarketConfig;
  readonly clock: () => Date;
}
