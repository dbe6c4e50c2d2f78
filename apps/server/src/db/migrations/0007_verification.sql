-- Registration with e-mail verification and a verified change of e-mail (docs/rules.md e-mail verification).
-- Accounts that existed before were verified by the way they were made.
alter table accounts add column is_verified boolean not null default true;

-- Single-purpose links mailed to an address: verify a registration, verify a new address, cancel an e-mail change.
create table email_verification_tokens (
  token_hash text primary key,
  uid text not null references accounts (uid) on delete cascade,
  purpose text not null check (purpose in ('registration', 'email-change', 'email-change-cancel')),
  created_at timestamptz not null,
  expires_at timestamptz not null
);
create index email_verification_tokens_account on email_verification_tokens (uid, purpose);
create index email_verification_tokens_expiry on email_verification_tokens (expires_at);

-- A requested new address, in force only once the link mailed to it is opened; the old address stays the login.
create table pending_email_changes (
  uid text primary key references accounts (uid) on delete cascade,
  market text not null,
  new_email text not null,
  new_email_normalized text not null,
  expires_at timestamptz not null
);
create unique index pending_email_changes_address on pending_email_changes (market, new_email_normalized);
