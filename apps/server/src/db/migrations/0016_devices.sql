-- Signed-in devices (issue 28): a device is one browser's login to one account, named by the random id in its
-- `idp_device` cookie (docs/decisions/021-signed-in-devices.md). One row per account and device: what the customer
-- recognises it by (browser and platform from the User-Agent, the market), when it signed in and when it was last
-- active (written at most once a minute). `id` is what the dashboard names it by; the cookie's device id never leaves
-- the server.
create table signed_in_devices (
  id text primary key,
  uid text not null references accounts (uid) on delete cascade,
  device_id text not null,
  market text not null,
  browser text not null,
  platform text not null,
  signed_in_at timestamptz not null,
  last_active_at timestamptz not null,
  unique (uid, device_id)
);

-- Every session and OAuth grant names the device it was opened on, so that one device can be signed out.
alter table idp_sessions add column device_id text;
alter table shop_sessions add column device_id text;
alter table experience_sessions add column device_id text;
create index idp_sessions_device on idp_sessions (uid, device_id);
create index shop_sessions_device on shop_sessions (uid, device_id);
create index experience_sessions_device on experience_sessions (uid, device_id);

create table device_grants (
  grant_id text primary key,
  uid text not null references accounts (uid) on delete cascade,
  device_id text not null,
  expires_at timestamptz not null
);
create index device_grants_device on device_grants (uid, device_id);
create index device_grants_expires_at on device_grants (expires_at);

-- The link of the new-device notice: it opens the reset page, and the password it sets ends every session.
alter table single_use_tokens drop constraint single_use_tokens_purpose_check;
alter table single_use_tokens add constraint single_use_tokens_purpose_check check (purpose in (
  'password-reset', 'registration-completion', 'registration-verification', 'email-change-verification',
  'email-change-cancel', 'unsubscribe', 'newsletter-confirmation', 'auth-proxy-flow',
  'passkey-registration', 'passkey-authentication', 'new-device-report'
));
