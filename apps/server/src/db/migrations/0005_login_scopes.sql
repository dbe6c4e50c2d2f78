-- Failed logins and locks are counted per scope: a trusted device (`device:<id>`), one untrusted source
-- (`source:<address>`), or every untrusted source of the account together (`untrusted`). See ADR 008.
alter table login_failures add column scope text not null default 'untrusted';
drop index login_failures_account;
create index login_failures_account on login_failures (market, email_normalized, scope, failed_at);

drop table account_locks;
create table login_locks (
  market text not null,
  email_normalized text not null,
  scope text not null,
  locked_until timestamptz not null,
  primary key (market, email_normalized, scope)
);
create index login_locks_locked_until on login_locks (locked_until);
