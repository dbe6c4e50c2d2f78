-- One table for every single-use token (docs/decisions/004-storage.md): only the SHA-256 of the secret,
-- what it is for, whom it names (an account's uid, an address, an OAuth client), what it carries and until when.
-- The rows of the seven tables it replaces move over unchanged, so links already mailed keep working; a token was
-- deleted when used, so every row that moves is unused.
create table single_use_tokens (
  token_hash text primary key,
  purpose text not null check (purpose in (
    'password-reset', 'registration-completion', 'registration-verification', 'email-change-verification',
    'email-change-cancel', 'unsubscribe', 'newsletter-confirmation', 'auth-proxy-flow'
  )),
  subject text not null,
  payload jsonb,
  issued_at timestamptz not null,
  expires_at timestamptz not null
);
create index single_use_tokens_subject on single_use_tokens (subject, purpose);
create index single_use_tokens_expires_at on single_use_tokens (expires_at);

-- Tables without an issue time: their rows count as issued now (only reset and verification links have a cooldown).
insert into single_use_tokens (token_hash, purpose, subject, payload, issued_at, expires_at)
select token_hash, 'password-reset', uid, null, created_at, expires_at from password_reset_tokens
union all
select token_hash, 'registration-completion', uid, jsonb_build_object('apiKey', api_key, 'sessionExpiration', session_expiration), now(), expires_at
from registration_tokens
union all
select token_hash,
       case purpose when 'registration' then 'registration-verification' when 'email-change' then 'email-change-verification' else 'email-change-cancel' end,
       uid, null, created_at, expires_at
from email_verification_tokens
union all
select token_hash, 'unsubscribe', uid, jsonb_build_object('subscriptionId', subscription_id), now(), expires_at from unsubscribe_tokens
union all
select token_hash, 'newsletter-confirmation', email, jsonb_build_object('market', market, 'locale', locale, 'consents', consents), now(), expires_at
from newsletter_confirmations
union all
select flow_hash, 'auth-proxy-flow', client_id, jsonb_build_object('redirectUri', redirect_uri, 'codeVerifier', code_verifier), now(), expires_at
from auth_proxy_flows;

drop table password_reset_tokens, registration_tokens, email_verification_tokens, unsubscribe_tokens, newsletter_confirmations, auth_proxy_flows;
