-- Password reset tokens: only their SHA-256 is kept; single use; every earlier token dies with a new one.
create table password_reset_tokens (
  token_hash text primary key,
  uid text not null references accounts (uid) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null
);
create index password_reset_tokens_uid on password_reset_tokens (uid);

-- Earlier password hashes, so a new password can be refused when it was one of the last ones.
create table password_history (
  uid text not null references accounts (uid) on delete cascade,
  password_hash text not null,
  replaced_at timestamptz not null default now()
);
create index password_history_uid on password_history (uid, replaced_at desc);
