-- Identity provider: one account per market (a CDC site per market) and e-mail address.
create table accounts (
  uid text primary key,
  market text not null check (market ~ '^[A-Z]{2}$'),
  email text not null,
  email_normalized text not null,
  password_hash text not null,
  first_name text not null default '',
  last_name text not null default '',
  locale text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (market, email_normalized)
);

-- Web shop sessions; the cookie carries a random token, the table only its SHA-256.
create table shop_sessions (
  token_hash text primary key,
  uid text not null references accounts (uid) on delete cascade,
  site_key text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index shop_sessions_uid on shop_sessions (uid);

-- OAuth authorization server state (node-oidc-provider adapter payloads).
create table oidc_payloads (
  model text not null,
  id text not null,
  payload jsonb not null,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  primary key (model, id)
);
create index oidc_payloads_grant_id on oidc_payloads (grant_id);
create index oidc_payloads_uid on oidc_payloads (uid);
create index oidc_payloads_expires_at on oidc_payloads (expires_at);

-- Experience API content per site (country and language): navigation, footer, notification banner.
create table site_content (
  site_key text primary key,
  locale text not null,
  navigation jsonb not null,
  footer jsonb not null,
  notification_banner jsonb not null,
  updated_at timestamptz not null default now()
);

-- Commerce API.
create table products (
  code text primary key,
  name text not null,
  category text not null,
  -- minor units per ISO 4217 currency code, e.g. {"EUR": 49900}
  prices jsonb not null
);

create table carts (
  guid uuid primary key default gen_random_uuid(),
  site_id text not null,
  owner_uid text references accounts (uid) on delete cascade,
  cart_type text not null default 'WEBSHOP',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index carts_owner on carts (owner_uid, site_id);

create table cart_entries (
  cart_guid uuid not null references carts (guid) on delete cascade,
  entry_number integer not null,
  product_code text not null references products (code),
  quantity integer not null check (quantity between 1 and 999),
  primary key (cart_guid, entry_number),
  unique (cart_guid, product_code)
);

-- Mail outbox: every message when no SMTP server is configured.
create table mail_outbox (
  id uuid primary key default gen_random_uuid(),
  recipient text not null,
  sender text not null,
  subject text not null,
  text_body text not null,
  html_body text,
  created_at timestamptz not null default now()
);
create index mail_outbox_created_at on mail_outbox (created_at desc);

-- Secrets generated for demo mode only, so every instance and every restart signs with the same keys.
create table demo_secrets (
  name text primary key,
  value text not null
);
