import {
  accountSchemaResponse,
  cdcResponses,
  getPoliciesRequestBody,
  getSchemaRequestBody,
  isAvailableLoginIdRequestBody,
  loginIdAvailabilityResponse,
  passwordPoliciesResponse,
} from '@shopfront/api';
import { consentKey, normaliseEmail, personalisationConsentIds } from '@shopfront/core';
import { cdcError, cdcErrors, cdcOk } from '../../http/cdc-shape.ts';
import type { TypedPlugin } from '../../http/typed-plugin.ts';
import type { RateLimit } from '../../security/rate-limiter.ts';
import type { IdentityRouteOptions } from './identity-fields.ts';

export interface PolicyRoutesOptions extends IdentityRouteOptions {
  /** `isAvailableLoginID` is the one call that tells whether an address has an account: limited per client. */
  readonly lookupRateLimit: RateLimit;
}

/** What a form asks before it submits: `accounts.getPolicies`, `accounts.getSchema` and `accounts.isAvailableLoginID`. */
export const policyRoutes: TypedPlugin<PolicyRoutesOptions> = async (app, { marketOf, lookupRateLimit }) => {
  const { accounts, rateLimiter } = app;

  app.post(
    '/accounts.getPolicies',
    { schema: { body: getPoliciesRequestBody, response: cdcResponses(passwordPoliciesResponse) } },
    async (request) => {
      const market = marketOf(request);
      return cdcOk(request, {
        passwordComplexity: { ...market.passwordPolicy },
        accountOptions: { loginIdentifiers: 'email', sendWelcomeEmail: false },
      });
    },
  );

  app.post(
    '/accounts.isAvailableLoginID',
    { schema: { body: isAvailableLoginIdRequestBody, response: cdcResponses(loginIdAvailabilityResponse) } },
    async (request) => {
      const market = marketOf(request);
      if (!(await rateLimiter.hit(`lookup:ip:${request.ip}`, lookupRateLimit))) throw cdcError(cdcErrors.rateLimited);
      return cdcOk(request, {
        isAvailable: !(await accounts.isEmailTaken(market.country, normaliseEmail(request.body.loginID))),
      });
    },
  );

  app.post(
    '/accounts.getSchema',
    { schema: { body: getSchemaRequestBody, response: cdcResponses(accountSchemaResponse) } },
    async (request) => {
      const market = marketOf(request);
      const consent = (required: boolean, currentDocVersion?: string) => ({
        type: 'consent',
        required,
        ...(currentDocVersion ? { currentDocVersion } : {}),
      });
      return cdcOk(request, {
        profileSchema: {
          fields: {
            email: { type: 'string', required: true, format: 'email' },
            firstName: { type: 'string', required: false },
            lastName: { type: 'string', required: false },
          },
        },
        dataSchema: { fields: { clubMember: { type: 'boolean', required: false } } },
        preferencesSchema: {
          fields: {
            [consentKey.terms]: consent(true, market.consentVersions.terms),
            [consentKey.privacy]: consent(true, market.consentVersions.privacy),
            ...Object.fromEntries(personalisationConsentIds.map((id) => [id, consent(false)])),
          },
        },
      });
    },
  );
};
