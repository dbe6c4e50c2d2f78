-- Consents per account: the version of each document the account accepted.
create table account_consents (
  uid text not null references accounts (uid) on delete cascade,
  consent_id text not null,
  doc_version text not null,
  is_granted boolean not null,
  updated_at timestamptz not null default now(),
  primary key (uid, consent_id)
);

alter table accounts add column club_member boolean not null default false;

-- Identity-provider login sessions (the glt_<apiKey> cookie carries the token; the table only its SHA-256).
create table idp_sessions (
  token_hash text primary key,
  uid text not null references accounts (uid) on delete cascade,
  api_key text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index idp_sessions_uid on idp_sessions (uid);

-- Pending registrations: a login blocked by missing consents hands out a regToken to finish it.
create table registration_tokens (
  token_hash text primary key,
  uid text not null references accounts (uid) on delete cascade,
  api_key text not null,
  session_expiration integer not null,
  expires_at timestamptz not null
);

-- Failed logins per account, for the lockout (5 in 15 minutes lock the account for 15 minutes).
create table login_failures (
  id uuid primary key default gen_random_uuid(),
  market text not null,
  email_normalized text not null,
  failed_at timestamptz not null default now()
);
create index login_failures_account on login_failures (market, email_normalized, failed_at);

create table account_locks (
  market text not null,
  email_normalized text not null,
  locked_until timestamptz not null,
  primary key (market, email_normalized)
);

-- Fixed-window request counters (per IP and action), shared by every instance.
create table rate_limit_counters (
  bucket text not null,
  window_start timestamptz not null,
  hits integer not null,
  primary key (bucket, window_start)
);

-- CSRF tokens of the web shop, bound to the browser's shop cookie.
create table shop_csrf_tokens (
  browser_hash text primary key,
  token text not null,
  expires_at timestamptz not null
);

-- Experience API sessions, created from an access token after the code exchange.
create table experience_sessions (
  token_hash text primary key,
  uid text not null references accounts (uid) on delete cascade,
  market text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index experience_sessions_uid on experience_sessions (uid);

-- Auth proxy (legacy): the PKCE verifier it keeps for the browser between /authorize and /token.
create table auth_proxy_flows (
  flow_hash text primary key,
  client_id text not null,
  redirect_uri text not null,
  code_verifier text not null,
  expires_at timestamptz not null
);
