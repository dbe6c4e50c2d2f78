-- Account deletion (docs/decisions/023-account-deletion.md): a request waits out the market's grace period, then the
-- housekeeping job erases the account in one transaction (the row goes with the account).
create table account_deletions (
  uid text primary key references accounts (uid) on delete cascade,
  requested_at timestamptz not null,
  erasure_at timestamptz not null
);
create index account_deletions_erasure_at on account_deletions (erasure_at);

-- An erased account's consent record, kept under a pseudonym as proof of consent until `erased_at` plus the
-- retention period; no name, address or uid.
create table erased_accounts (
  pseudonym text primary key,
  market text not null,
  erased_at timestamptz not null
);
create index erased_accounts_erased_at on erased_accounts (erased_at);

-- The one change the consent record allows: an erased account's uid becomes its pseudonym, nothing else changes.
create or replace function refuse_consent_event_update() returns trigger language plpgsql as $$
begin
  if new.uid like 'erased:%' and old.uid not like 'erased:%'
     and (new.id, new.consent_id, new.kind, new.is_granted, new.doc_version, new.locale, new.market, new.channel,
          new.recorded_at)
         is not distinct from
         (old.id, old.consent_id, old.kind, old.is_granted, old.doc_version, old.locale, old.market, old.channel,
          old.recorded_at) then
    return new;
  end if;
  raise exception 'consent_events is append-only';
end;
$$;

-- The link of the deletion's confirmation mail cancels the deletion until the erasure.
alter table single_use_tokens drop constraint single_use_tokens_purpose_check;
alter table single_use_tokens add constraint single_use_tokens_purpose_check check (purpose in (
  'password-reset', 'registration-completion', 'registration-verification', 'email-change-verification',
  'email-change-cancel', 'unsubscribe', 'newsletter-confirmation', 'auth-proxy-flow',
  'passkey-registration', 'passkey-authentication', 'new-device-report', 'account-deletion-cancel'
));
