import type { DealerService } from '@shopfront/core';
import type { Queryable } from '../../db/database.ts';

export interface Dealer {
  readonly id: string;
  readonly name: string;
  readonly street: string;
  readonly postcode: string;
  readonly town: string;
  readonly services: DealerService[];
}

/** The partner locator's dealers (migration 0010). */
export class DealerRepository {
  constructor(private readonly database: Queryable) {}

  /** The market's dealers offering every one of `services` (all of them when none is named). */
  offering(market: string, services: readonly DealerService[]): Promise<Dealer[]> {
    return this.database.query<Dealer>(
      `select id, name, street, postcode, town, services from dealers where market = $1 and services @> $2::text[] order by id`,
      [market, services],
    );
  }
}
