-- Passkeys (WebAuthn credentials) of an account: the public key and what the authenticator reported about itself.
-- No secret is kept: the private key never leaves the authenticator.
create table passkeys (
  credential_id text primary key,
  uid text not null references accounts (uid) on delete cascade,
  rp_id text not null,
  public_key text not null, -- COSE public key, base64url
  sign_count bigint not null check (sign_count >= 0),
  transports text[] not null default '{}',
  backup_eligible boolean not null,
  backed_up boolean not null,
  device_name text not null,
  created_at timestamptz not null,
  last_used_at timestamptz
);
create index passkeys_uid on passkeys (uid);

-- The challenges of a passkey registration and of a passkey login are single-use tokens with a short expiry.
alter table single_use_tokens drop constraint single_use_tokens_purpose_check;
alter table single_use_tokens add constraint single_use_tokens_purpose_check check (purpose in (
  'password-reset', 'registration-completion', 'registration-verification', 'email-change-verification',
  'email-change-cancel', 'unsubscribe', 'newsletter-confirmation', 'auth-proxy-flow',
  'passkey-registration', 'passkey-authentication'
));
