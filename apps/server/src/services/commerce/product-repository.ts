import type { Database } from '../../db/database.ts';
import type { CartView } from './cart-repository.ts';

export interface ProductRow {
  readonly code: string;
  readonly name: string;
  /** Minor units in the view's currency; null when the product has no price in it. */
  readonly price: number | null;
}

/** The catalogue of products, named and priced as a site shows them. */
export class ProductRepository {
  constructor(private readonly database: Database) {}

  /** The products of any of the categories, in name order (all of them when no category is named). */
  async search(categories: readonly string[], { currency, language }: CartView): Promise<ProductRow[]> {
    return this.database.query<ProductRow>(
      `select p.code, coalesce(n.name, p.name) as name, (p.prices ->> $2)::integer as price
       from products p left join product_names n on n.product_code = p.code and n.language = $3
       where cardinality($1::text[]) = 0 or p.category = any($1::text[])
       order by name, p.code`,
      [categories, currency, language],
    );
  }
}
