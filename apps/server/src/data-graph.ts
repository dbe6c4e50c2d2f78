import fastifyPlugin from 'fastify-plugin';
import { AccountDeletions } from './accounts/account-deletions.ts';
import { AccountRepository } from './accounts/account-repository.ts';
import { ConsentRepository } from './accounts/consent-repository.ts';
import { ConsentWriter } from './accounts/consent-writer.ts';
import { LiteAccountRepository } from './accounts/lite-account-repository.ts';
import { PasskeyRepository } from './accounts/passkey-repository.ts';
import { PersonalDataRepository } from './accounts/personal-data-repository.ts';
import { PendingEmailChangeRepository } from './accounts/pending-email-changes.ts';
import { passwordChangedMail } from './accounts/password-changed-mail.ts';
import { PasswordService } from './accounts/password-service.ts';
import type { LockoutPolicy, RateLimits } from './config/app-config.ts';
import type { Database } from './db/database.ts';
import { type NewsletterSignUp, createNewsletterSignUp } from './newsletter/newsletter-sign-up.ts';
import { sendWelcomeNewsletter } from './newsletter/welcome-newsletter-mail.ts';
import { LoginSignatureLedger } from './security/login-signature-ledger.ts';
import { LoginSignatureTimestamps } from './security/login-signature-timestamps.ts';
import { RateLimiter } from './security/rate-limiter.ts';
import { SingleUseTokens } from './security/single-use-tokens.ts';
import type { NotifiedCache } from './db/notified-cache.ts';
import { type AnonymousCartCount, CartRepository } from './services/commerce/cart-repository.ts';
import { ProductRepository } from './services/commerce/product-repository.ts';
import { DealerRepository } from './services/experience/dealer-repository.ts';
import { SiteContentRepository } from './services/experience/site-content-repository.ts';
import { LoginGuard } from './services/identity/login-guard.ts';
import { CsrfTokenRepository } from './services/shop/csrf-token-repository.ts';
import { SignedInDevices } from './devices/signed-in-devices.ts';
import { ExperienceSessionRepository } from './sessions/experience-session-repository.ts';
import { IdpSessionRepository } from './sessions/idp-session-repository.ts';
import { ShopSessionRepository } from './sessions/shop-session-repository.ts';

export interface DataGraphOptions {
  readonly database: Database;
  /** Fed by the database's cart change feed (app.ts). */
  readonly anonymousCartCounts: NotifiedCache<AnonymousCartCount>;
  readonly clock: () => Date;
  readonly lockout: LockoutPolicy;
  /** The limits of the shared newsletter sign-up; every other limit is passed with each `rateLimiter.hit`. */
  readonly rateLimits: Pick<RateLimits, 'subscribePerIp' | 'subscribePerAddress'>;
  /** Links in mails point at the sites under this origin. */
  readonly publicOrigin: string;
}

/**
 * The app's data access, built once: every route module takes its repositories, the rate limiter and the shared
 * account and newsletter services from the app (`app.accounts`, `app.experienceSessions`, …), never builds its own.
 * The session repositories share the app's session cache, so a revoked session is gone for every route alike.
 */
declare module 'fastify' {
  interface FastifyInstance {
    readonly accounts: AccountRepository;
    readonly liteAccounts: LiteAccountRepository;
    readonly consents: ConsentRepository;
    readonly passwords: PasswordService;
    readonly passkeys: PasskeyRepository;
    /** Everything held about an account, for its data export. */
    readonly personalData: PersonalDataRepository;
    readonly pendingEmailChanges: PendingEmailChangeRepository;
    readonly identitySessions: IdpSessionRepository;
    readonly shopSessions: ShopSessionRepository;
    readonly experienceSessions: ExperienceSessionRepository;
    /** Each browser's login to an account, and the way to end all it holds. */
    readonly signedInDevices: SignedInDevices;
    /** Deletion requests in their grace period (the housekeeping job erases the accounts after it). */
    readonly accountDeletions: AccountDeletions;
    readonly rateLimiter: RateLimiter;
    readonly loginGuard: LoginGuard;
    readonly loginSignatures: LoginSignatureLedger;
    readonly loginSignatureTimestamps: LoginSignatureTimestamps;
    /** Reset, verification, unsubscribe and confirmation links, regTokens and auth proxy flows: one table. */
    readonly singleUseTokens: SingleUseTokens;
    readonly csrfTokens: CsrfTokenRepository;
    readonly carts: CartRepository;
    readonly products: ProductRepository;
    readonly dealers: DealerRepository;
    readonly siteContent: SiteContentRepository;
    /** The one writer of the consent record: one transaction per change; a new subscription gets its welcome mail. */
    readonly consentWriter: ConsentWriter;
    /** The double opt-in of a sign-up without an account (experience API and the site's form). */
    readonly signUpForNewsletter: NewsletterSignUp;
  }
}

/** Registered after `database`, `sessionCache` and `mailer` are decorated (app.ts); visible to every service. */
export const dataGraphPlugin = fastifyPlugin<DataGraphOptions>(
  async (app, { database, anonymousCartCounts, clock, lockout, rateLimits, publicOrigin }) => {
    const { sessionCache, mailer } = app;
    const consents = new ConsentRepository(database);
    const singleUseTokens = new SingleUseTokens(database, clock);
    const rateLimiter = new RateLimiter(database, clock);
    app.decorate('accounts', new AccountRepository(database));
    app.decorate('liteAccounts', new LiteAccountRepository(database));
    app.decorate('consents', consents);
    const passkeys = new PasskeyRepository(database, clock);
    const onPasswordChangedMailError = (error: unknown) =>
      app.log.error({ err: error }, 'password changed e-mail failed');
    app.decorate(
      'passwords',
      new PasswordService(database, async (account) => {
        const accountPasskeys = await passkeys.listOf(account.uid).catch(onPasswordChangedMailError);
        if (accountPasskeys) mailer.enqueue(passwordChangedMail(account, accountPasskeys), onPasswordChangedMailError);
      }),
    );
    app.decorate('passkeys', passkeys);
    app.decorate('personalData', new PersonalDataRepository(database));
    app.decorate('pendingEmailChanges', new PendingEmailChangeRepository(database, clock));
    app.decorate('identitySessions', new IdpSessionRepository(database, clock, sessionCache));
    app.decorate('shopSessions', new ShopSessionRepository(database, clock, sessionCache));
    app.decorate('experienceSessions', new ExperienceSessionRepository(database, clock, sessionCache));
    const signedInDevices = new SignedInDevices(database, clock, sessionCache);
    app.decorate('signedInDevices', signedInDevices);
    app.decorate('accountDeletions', new AccountDeletions(database, clock, signedInDevices));
    app.decorate('rateLimiter', rateLimiter);
    app.decorate('loginGuard', new LoginGuard(database, clock, lockout));
    app.decorate('loginSignatures', new LoginSignatureLedger(database, clock));
    app.decorate('loginSignatureTimestamps', new LoginSignatureTimestamps(database, clock));
    app.decorate('singleUseTokens', singleUseTokens);
    app.decorate('csrfTokens', new CsrfTokenRepository(database, clock));
    app.decorate('carts', new CartRepository(database, anonymousCartCounts));
    app.decorate('products', new ProductRepository(database));
    app.decorate('dealers', new DealerRepository(database));
    app.decorate('siteContent', new SiteContentRepository(database));
    app.decorate(
      'consentWriter',
      new ConsentWriter(database, consents, (recipient, market, onMailError) =>
        sendWelcomeNewsletter({ mailer, tokens: singleUseTokens, onError: onMailError }, recipient, {
          publicOrigin,
          idpBaseUrl: market.idpBaseUrl,
          apiKey: market.apiKey,
        }),
      ),
    );
    app.decorate(
      'signUpForNewsletter',
      createNewsletterSignUp({ tokens: singleUseTokens, rateLimiter, mailer, publicOrigin, rateLimits }),
    );
  },
  { name: 'data-graph', fastify: '5.x', decorators: { fastify: ['database', 'sessionCache', 'mailer'] } },
);
