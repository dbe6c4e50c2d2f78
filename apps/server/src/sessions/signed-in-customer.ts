import type { FastifyRequest } from 'fastify';
import type { Account, AccountRepository } from '../accounts/account-repository.ts';
import type { SignedInDevices } from '../devices/signed-in-devices.ts';
import type { MarketConfig } from '../config/market-config.ts';
import { requestContext } from '../http/typed-plugin.ts';
import {
  type ExperienceSession,
  type ExperienceSessionRepository,
  experienceSessionCookieName,
} from './experience-session-repository.ts';

/** The customer an experience session (`xp_session`) signs in: the session, its account and the account's market. */
export interface SignedInCustomer {
  readonly session: ExperienceSession;
  readonly account: Account;
  readonly market: MarketConfig;
}

/** What the lookup needs of the app (its data graph, data-graph.ts). */
interface CustomerSources {
  readonly experienceSessions: ExperienceSessionRepository;
  readonly accounts: AccountRepository;
  readonly signedInDevices: SignedInDevices;
}

/**
 * The request's valid experience session, for the routes that need no more than the session (its verification). Its
 * device counts as active (written at most once a minute).
 */
export async function findExperienceSession(
  sources: CustomerSources,
  request: FastifyRequest,
): Promise<ExperienceSession | undefined> {
  const session = await sources.experienceSessions.findValid(request.cookies[experienceSessionCookieName]);
  if (session) await sources.signedInDevices.touch(session.uid, session.deviceId);
  return session;
}

/** The signed-in customer of the request, or undefined (no session, an ended or expired one, or no account behind it). */
export async function findSignedInCustomer(
  sources: CustomerSources,
  markets: ReadonlyMap<string, MarketConfig>,
  request: FastifyRequest,
): Promise<SignedInCustomer | undefined> {
  const session = await findExperienceSession(sources, request);
  const account = session && (await sources.accounts.findByUid(session.uid));
  const market = account && markets.get(account.market);
  return session && account && market ? { session, account, market } : undefined;
}

export interface SignedInCustomerHookOptions {
  readonly markets: ReadonlyMap<string, MarketConfig>;
  /** The service's answer to a request without a customer, in its wire shape. */
  readonly refusal: () => Error;
  /** Whether the route serves this customer (the commerce API: only on a site of the customer's market); else refused. */
  readonly serves?: (request: FastifyRequest, customer: SignedInCustomer) => boolean;
}

/**
 * The one way a route that acts for a customer finds them: `require` is its preHandler (the customer, or the
 * service's refusal), `customerOf` what its handler reads. Used by the experience API's account routes and the commerce
 * API's customer routes alike.
 */
export function signedInCustomerHook(
  app: CustomerSources & { decorateRequest(property: symbol, value: null): unknown },
  { markets, refusal, serves }: SignedInCustomerHookOptions,
) {
  const customerContext = requestContext<SignedInCustomer>(app, 'the signed-in customer');
  return {
    async require(request: FastifyRequest): Promise<void> {
      const customer = await findSignedInCustomer(app, markets, request);
      if (!customer || (serves && !serves(request, customer))) throw refusal();
      customerContext.set(request, customer);
    },
    customerOf: (request: FastifyRequest): SignedInCustomer => customerContext.get(request),
  };
}
