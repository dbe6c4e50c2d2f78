import type { FastifyRequest } from 'fastify';
import { consentRecordCsvRoute, dataExportRoute } from '@shopfront/api';
import type { MarketConfig } from '../../config/market-config.ts';
import { consentRecordCsv, dataExportOf, exportFileName } from '../../accounts/data-export.ts';
import type { PersonalData } from '../../accounts/personal-data-repository.ts';
import { cdcError, cdcErrors, sapShape } from '../../http/cdc-shape.ts';
import type { TypedPlugin } from '../../http/typed-plugin.ts';
import { answerErrorsIn } from '../../http/wire-shape.ts';
import { answerNoStore } from '../../http/no-store.ts';
import type { RateLimit } from '../../security/rate-limiter.ts';
import { signedInCustomerHook } from '../../sessions/signed-in-customer.ts';

export interface DataExportRoutesOptions {
  readonly markets: ReadonlyMap<string, MarketConfig>;
  readonly clock: () => Date;
}

/**
 * Downloads per account and hour, JSON and CSV together: a customer downloads both a few times, while a stolen
 * session cannot turn the export (every table of the account, read in one transaction) into a load on the database.
 */
export const dataExportRateLimit: RateLimit = { limit: 20, windowSeconds: 3600 };

/**
 * The customer's data export (GDPR Art. 15 and 20, docs/data-export.md): everything the service holds about the
 * account as JSON (`data-export.schema.json`), and the consent record as CSV for spreadsheets. Both are dated
 * attachments, never cached; signed-in only; errors are `sap_<code>`.
 */
export const dataExportRoutes: TypedPlugin<DataExportRoutesOptions> = async (app, { markets, clock }) => {
  const { personalData, rateLimiter } = app;
  const { require: requireCustomer, customerOf } = signedInCustomerHook(app, {
    markets,
    refusal: () => cdcError(cdcErrors.noSession),
  });

  answerErrorsIn(app, sapShape, 'routes');
  answerNoStore(app);

  async function personalDataOf(request: FastifyRequest): Promise<PersonalData> {
    const { account } = customerOf(request);
    if (!(await rateLimiter.hit(`data-export:${account.uid}`, dataExportRateLimit)))
      throw cdcError(cdcErrors.rateLimited);
    const data = await personalData.of(account.uid);
    // The session's account was deleted after the session was checked.
    if (!data) throw cdcError(cdcErrors.noSession);
    return data;
  }

  app.get('/account/data-export', { schema: dataExportRoute, preHandler: requireCustomer }, async (request, reply) => {
    const data = await personalDataOf(request);
    const generatedAt = clock();
    const body = dataExportOf(data, { generatedAt, market: customerOf(request).market.country });
    return reply
      .type('application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${exportFileName('data-export', 'json', generatedAt)}"`)
      .send(JSON.stringify(body, null, 2));
  });

  app.get(
    '/account/data-export/consent-record.csv',
    { schema: consentRecordCsvRoute, preHandler: requireCustomer },
    async (request, reply) => {
      const data = await personalDataOf(request);
      return reply
        .type('text/csv; charset=utf-8; header=present')
        .header('content-disposition', `attachment; filename="${exportFileName('consent-record', 'csv', clock())}"`)
        .send(consentRecordCsv(data));
    },
  );
};
