import { createHash } from 'node:crypto';
import { consentKey, normaliseEmail } from '@shopfront/core';
import { findMarket, siteIdOf, sites } from '@shopfront/i18n';
import type { MarketConfig } from '../config/market-config.ts';
import type { Database } from '../db/database.ts';
import { ConsentRepository } from '../accounts/consent-repository.ts';
import { ConsentWriter } from '../accounts/consent-writer.ts';
import { AccountRepository } from '../accounts/account-repository.ts';
import { hashPassword } from '../accounts/password-hasher.ts';
import { recipientOfAccount } from '../newsletter/newsletter-recipient.ts';
import { SiteContentRepository } from '../services/experience/site-content-repository.ts';
import { demoAccounts } from './demo-accounts.ts';
import { demoDealers } from './demo-dealers.ts';
import { demoPrices, demoProducts, productLanguages, productName } from './demo-products.ts';
import { buildSiteContent } from './site-content.ts';

/** A stable UUID per name, so the demo carts keep their ids across seeding runs. */
function stableUuid(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface SeedSummary {
  readonly accountsCreated: number;
}

/**
 * Idempotent demo data: accounts (existing ones, and whatever the user changed on them, are kept),
 * site content for every site, products (named in every language of the markets), the partner locator's dealers and one
 * cart per demo account.
 */
export async function seedDemoData(
  database: Database,
  markets: ReadonlyMap<string, MarketConfig>,
  clock: () => Date,
): Promise<SeedSummary> {
  const accounts = new AccountRepository(database);
  // The seed subscribes nobody: its writer has no welcome mail to send.
  const consentWriter = new ConsentWriter(database, new ConsentRepository(database));
  let accountsCreated = 0;
  for (const account of demoAccounts) {
    const normalisedEmail = normaliseEmail(account.email);
    if (await accounts.findByEmail(account.market, normalisedEmail)) continue;
    const created = await accounts.createIfAbsent({
      ...account,
      normalisedEmail,
      passwordHash: await hashPassword(account.password),
    });
    if (!created) continue;
    accountsCreated += 1;
    const market = markets.get(account.market);
    if (!market) throw new Error(`demo account ${account.uid} in unknown market ${account.market}`);
    const versions = market.consentVersions;
    await consentWriter.write({
      subject: recipientOfAccount(account),
      market,
      changes: [
        {
          consentId: consentKey.terms,
          kind: 'preference',
          isGranted: true,
          docVersion: account.outdatedTerms ? '1.0' : versions.terms,
        },
        { consentId: consentKey.privacy, kind: 'preference', isGranted: true, docVersion: versions.privacy },
      ],
      channel: { locale: account.locale, market: account.market, channel: 'demo-seed', at: clock() },
      isAddressConfirmed: true,
      log: console,
    });
  }

  const content = new SiteContentRepository(database);
  for (const site of sites) await content.save(buildSiteContent(site));

  for (const product of demoProducts) {
    await database.query(
      `insert into products (code, name, category, prices) values ($1, $2, $3, $4::jsonb)
       on conflict (code) do update set name = excluded.name, category = excluded.category, prices = excluded.prices`,
      [product.code, productName(product, 'en'), product.category, JSON.stringify(demoPrices(product.euroCents))],
    );
    for (const language of productLanguages) {
      await database.query(
        `insert into product_names (product_code, language, name) values ($1, $2, $3)
         on conflict (product_code, language) do update set name = excluded.name`,
        [product.code, language, productName(product, language)],
      );
    }
  }

  for (const dealer of demoDealers) {
    await database.query(
      `insert into dealers (id, market, name, street, postcode, town, services) values ($1, $2, $3, $4, $5, $6, $7)
       on conflict (id) do update set market = excluded.market, name = excluded.name, street = excluded.street,
         postcode = excluded.postcode, town = excluded.town, services = excluded.services`,
      [dealer.id, dealer.market, dealer.name, dealer.street, dealer.postcode, dealer.town, dealer.services],
    );
  }

  const [first, second] = demoProducts;
  for (const account of demoAccounts) {
    const market = findMarket(account.market);
    if (!market || !first || !second) continue;
    const guid = stableUuid(`demo-cart:${account.uid}`);
    const inserted = await database.query(
      `insert into carts (guid, site_id, owner_uid) values ($1::uuid, $2, $3) on conflict (guid) do nothing returning guid`,
      [guid, siteIdOf(market), account.uid],
    );
    if (inserted.length === 0) continue;
    await database.query(
      `insert into cart_entries (cart_guid, entry_number, product_code, quantity) values ($1::uuid, 0, $2, 1), ($1::uuid, 1, $3, 2)`,
      [guid, first.code, second.code],
    );
  }
  return { accountsCreated };
}
