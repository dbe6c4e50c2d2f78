import type { Database } from '../../db/database.ts';

export interface CartEntryRow {
  readonly entryNumber: number;
  readonly quantity: number;
  readonly productCode: string;
  readonly productName: string;
  /** Minor units in the cart's currency; null when the product has no price in it. */
  readonly unitPrice: number | null;
}

export interface CartRow {
  readonly guid: string;
  readonly entries: readonly CartEntryRow[];
}

export class UnknownProductError extends Error {
  override readonly name = 'UnknownProductError';
}

export class CartRepository {
  constructor(private readonly database: Database) {}

  async createAnonymous(siteId: string): Promise<string> {
    const [row] = await this.database.query<{ guid: string }>(
      `insert into carts (site_id) values ($1) returning guid::text as guid`,
      [siteId],
    );
    if (!row) throw new Error('insert into carts returned no row');
    return row.guid;
  }

  async findAnonymous(siteId: string, guid: string, currency: string): Promise<CartRow | undefined> {
    const carts = await this.database.query(
      `select 1 from carts where guid = $1::uuid and site_id = $2 and owner_uid is null`,
      [guid, siteId],
    );
    if (carts.length === 0) return undefined;
    const entries = await this.database.query<CartEntryRow>(
      `select e.entry_number as "entryNumber", e.quantity, p.code as "productCode", p.name as "productName",
              (p.prices ->> $2)::integer as "unitPrice"
       from cart_entries e join products p on p.code = e.product_code
       where e.cart_guid = $1::uuid order by e.entry_number`,
      [guid, currency],
    );
    return { guid, entries };
  }

  /** Adds the quantity to the product's entry, creating the entry when the cart has none for it. */
  async addEntry(guid: string, productCode: string, quantity: number): Promise<{ entryNumber: number; quantity: number }> {
    return this.database.transaction(async (transaction) => {
      const products = await transaction.query(`select 1 from products where code = $1`, [productCode]);
      if (products.length === 0) throw new UnknownProductError(`Product ${productCode} not found`);
      await transaction.query(`select 1 from carts where guid = $1::uuid for update`, [guid]);
      const [entry] = await transaction.query<{ entryNumber: number; quantity: number }>(
        `insert into cart_entries (cart_guid, entry_number, product_code, quantity)
         values ($1::uuid, (select coalesce(max(entry_number) + 1, 0) from cart_entries where cart_guid = $1::uuid), $2, $3)
         on conflict (cart_guid, product_code) do update set quantity = least(cart_entries.quantity + excluded.quantity, 999)
         returning entry_number as "entryNumber", quantity`,
        [guid, productCode, quantity],
      );
      await transaction.query(`update carts set updated_at = now() where guid = $1::uuid`, [guid]);
      if (!entry) throw new Error('upsert into cart_entries returned no row');
      return entry;
    });
  }

  async countUnits(siteId: string, guid: string): Promise<number | undefined> {
    const [row] = await this.database.query<{ count: number }>(
      `select coalesce(sum(e.quantity), 0)::integer as count
       from carts c left join cart_entries e on e.cart_guid = c.guid
       where c.guid = $1::uuid and c.site_id = $2 and c.owner_uid is null group by c.guid`,
      [guid, siteId],
    );
    return row?.count;
  }
}
