-- Newsletter-only subscribers without a password (CDC lite accounts), created when they confirm the subscription.
create table lite_accounts (
  uid text primary key,
  market text not null check (market ~ '^[A-Z]{2}$'),
  email text not null,
  email_normalized text not null,
  locale text not null,
  created_at timestamptz not null,
  unique (market, email_normalized)
);

-- The consent record (docs/rules.md consent keys): every grant and withdrawal, append-only; the current state of an
-- account's consents is its latest event per consent. Rows are never updated. `uid` is a full or a lite account.
create table consent_events (
  id bigserial primary key,
  uid text not null,
  consent_id text not null,
  kind text not null check (kind in ('preference', 'subscription', 'declaration')),
  is_granted boolean not null,
  doc_version text not null,
  locale text not null,
  market text not null,
  channel text not null,
  recorded_at timestamptz not null
);
create index consent_events_latest on consent_events (uid, consent_id, id desc);

insert into consent_events (uid, consent_id, kind, is_granted, doc_version, locale, market, channel, recorded_at)
select consent.uid, consent.consent_id, 'preference', consent.is_granted, consent.doc_version, account.locale, account.market,
  'before-consent-record', consent.updated_at
from account_consents consent join accounts account on account.uid = consent.uid
order by consent.updated_at;

drop table account_consents;

create function refuse_consent_event_update() returns trigger language plpgsql as $$
begin
  raise exception 'consent_events is append-only';
end;
$$;
create trigger consent_events_append_only before update on consent_events
  for each row execute function refuse_consent_event_update();

-- The club's birth date (optional; CDC profile birthDay, birthMonth, birthYear).
alter table accounts add column birth_date date;

-- Unsubscribe links of marketing e-mails: single purpose (one account, one subscription), hash only, expiring, single use.
create table unsubscribe_tokens (
  token_hash text primary key,
  uid text not null,
  subscription_id text not null,
  expires_at timestamptz not null
);
create index unsubscribe_tokens_expiry on unsubscribe_tokens (expires_at);

-- Double opt-in of a newsletter subscription without an account: the address confirms before anything is recorded.
create table newsletter_confirmations (
  token_hash text primary key,
  market text not null,
  email text not null,
  locale text not null,
  -- What the subscriber agreed to on the form, recorded when they confirm: { consentLevelOne, isAgreementAccepted, … }.
  consents jsonb not null,
  expires_at timestamptz not null
);
create index newsletter_confirmations_expiry on newsletter_confirmations (expires_at);

-- The header lines a message carries beyond the envelope (List-Unsubscribe…), so the outbox shows what SMTP would send.
alter table mail_outbox add column headers jsonb not null default '{}'::jsonb;
