import type { Database, Queryable } from '../../db/database.ts';
import type { NotifiedCache } from '../../db/notified-cache.ts';

/** The channel the carts' trigger notifies on (migration 0015): payload the cart's guid. */
export const cartChangeChannel = 'cart_changed';

/** An anonymous cart's unit count, as the count cache keeps it (by guid). */
export interface AnonymousCartCount {
  readonly siteId: string;
  readonly count: number;
}

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
  /** The cart type, e.g. `WEBSHOP` (docs/site-shell.md §9). */
  readonly type: string;
  readonly entries: readonly CartEntryRow[];
}

export interface AddedEntry {
  readonly entryNumber: number;
  readonly quantity: number;
}

export class UnknownProductError extends Error {
  override readonly name = 'UnknownProductError';
}

export const webshopCartType = 'WEBSHOP';

/** What a cart is shown in: prices in the currency, product names in the language (ISO 639-1, e.g. `fr`). */
export interface CartView {
  readonly currency: string;
  readonly language: string;
}

async function entriesOf(
  queryable: Queryable,
  guid: string,
  { currency, language }: CartView,
): Promise<CartEntryRow[]> {
  return queryable.query<CartEntryRow>(
    `select e.entry_number as "entryNumber", e.quantity, p.code as "productCode",
            coalesce(n.name, p.name) as "productName", (p.prices ->> $2)::integer as "unitPrice"
     from cart_entries e join products p on p.code = e.product_code
     left join product_names n on n.product_code = p.code and n.language = $3
     where e.cart_guid = $1::uuid order by e.entry_number`,
    [guid, currency, language],
  );
}

/**
 * Adds the quantity to the product's entry, creating the entry when the cart has none for it. Runs inside the
 * caller's transaction; the cart row is locked so concurrent adds number their entries one after the other.
 */
async function upsertEntry(
  transaction: Queryable,
  guid: string,
  productCode: string,
  quantity: number,
): Promise<AddedEntry> {
  await transaction.query(`select 1 from carts where guid = $1::uuid for update`, [guid]);
  const [entry] = await transaction.query<AddedEntry>(
    `insert into cart_entries (cart_guid, entry_number, product_code, quantity)
     values ($1::uuid, (select coalesce(max(entry_number) + 1, 0) from cart_entries where cart_guid = $1::uuid), $2, $3)
     on conflict (cart_guid, product_code) do update set quantity = least(cart_entries.quantity + excluded.quantity, 999)
     returning entry_number as "entryNumber", quantity`,
    [guid, productCode, quantity],
  );
  await transaction.query(`update carts set updated_at = now() where guid = $1::uuid`, [guid]);
  if (!entry) throw new Error('upsert into cart_entries returned no row');
  return entry;
}

async function assertProductExists(queryable: Queryable, productCode: string): Promise<void> {
  const products = await queryable.query(`select 1 from products where code = $1`, [productCode]);
  if (products.length === 0) throw new UnknownProductError(`Product ${productCode} not found`);
}

export class CartRepository {
  constructor(
    private readonly database: Database,
    /** Anonymous carts' counts, forgotten when the cart changes (every page view of a visitor with a basket asks). */
    private readonly anonymousCounts?: NotifiedCache<AnonymousCartCount>,
  ) {}

  async createAnonymous(siteId: string): Promise<string> {
    const [row] = await this.database.query<{ guid: string }>(
      `insert into carts (site_id) values ($1) returning guid::text as guid`,
      [siteId],
    );
    if (!row) throw new Error('insert into carts returned no row');
    return row.guid;
  }

  async findAnonymous(siteId: string, guid: string, view: CartView): Promise<CartRow | undefined> {
    const [cart] = await this.database.query<{ type: string }>(
      `select cart_type as type from carts where guid = $1::uuid and site_id = $2 and owner_uid is null`,
      [guid, siteId],
    );
    if (!cart) return undefined;
    return { guid, type: cart.type, entries: await entriesOf(this.database, guid, view) };
  }

  /** The customer's carts of one type on one site, oldest first. */
  async findOwned(ownerUid: string, siteId: string, cartType: string, view: CartView): Promise<CartRow[]> {
    const carts = await this.database.query<{ guid: string; type: string }>(
      `select guid::text as guid, cart_type as type from carts
       where owner_uid = $1 and site_id = $2 and cart_type = $3 order by created_at, guid`,
      [ownerUid, siteId, cartType],
    );
    return Promise.all(
      carts.map(async (cart) => ({ ...cart, entries: await entriesOf(this.database, cart.guid, view) })),
    );
  }

  /** Adds to an anonymous cart (the caller found it). */
  async addEntry(guid: string, productCode: string, quantity: number): Promise<AddedEntry> {
    const added = await this.database.transaction(async (transaction) => {
      await assertProductExists(transaction, productCode);
      return upsertEntry(transaction, guid, productCode, quantity);
    });
    // The feed's notification follows; the same browser's next count must not come from memory before it.
    this.anonymousCounts?.forget(guid);
    return added;
  }

  /**
   * Adds to the customer's cart of that type on that site, creating the cart when there is none. The account row is
   * locked first, so two concurrent first adds of one customer end up in one cart.
   */
  async addOwnedEntry(
    ownerUid: string,
    siteId: string,
    cartType: string,
    productCode: string,
    quantity: number,
  ): Promise<AddedEntry & { guid: string }> {
    return this.database.transaction(async (transaction) => {
      await assertProductExists(transaction, productCode);
      await transaction.query(`select 1 from accounts where uid = $1 for update`, [ownerUid]);
      const [existing] = await transaction.query<{ guid: string }>(
        `select guid::text as guid from carts where owner_uid = $1 and site_id = $2 and cart_type = $3
         order by created_at, guid limit 1`,
        [ownerUid, siteId, cartType],
      );
      const [cart] = existing
        ? [existing]
        : await transaction.query<{ guid: string }>(
            `insert into carts (site_id, owner_uid, cart_type) values ($1, $2, $3) returning guid::text as guid`,
            [siteId, ownerUid, cartType],
          );
      if (!cart) throw new Error('insert into carts returned no row');
      return { guid: cart.guid, ...(await upsertEntry(transaction, cart.guid, productCode, quantity)) };
    });
  }

  /** Units in the anonymous cart of `guid` (lower-case, as PostgreSQL writes a uuid) on that site; undefined when there is none. */
  async countUnits(siteId: string, guid: string): Promise<number | undefined> {
    const cached = this.anonymousCounts?.peek(guid);
    if (cached !== undefined) return cached.siteId === siteId ? cached.count : undefined;
    const load = async (): Promise<AnonymousCartCount | undefined> => {
      const [row] = await this.database.query<AnonymousCartCount>(
        `select c.site_id as "siteId", coalesce(sum(e.quantity), 0)::integer as count
         from carts c left join cart_entries e on e.cart_guid = c.guid
         where c.guid = $1::uuid and c.owner_uid is null group by c.guid`,
        [guid],
      );
      return row;
    };
    const found = await (this.anonymousCounts ? this.anonymousCounts.load(guid, load) : load());
    return found?.siteId === siteId ? found.count : undefined;
  }

  /** Units over every cart of the customer of that type on that site; 0 when there is none. */
  async countOwnedUnits(ownerUid: string, siteId: string, cartType: string): Promise<number> {
    const [row] = await this.database.query<{ count: number }>(
      `select coalesce(sum(e.quantity), 0)::integer as count
       from carts c join cart_entries e on e.cart_guid = c.guid
       where c.owner_uid = $1 and c.site_id = $2 and c.cart_type = $3`,
      [ownerUid, siteId, cartType],
    );
    return row?.count ?? 0;
  }
}
