-- The OAuth grant an experience session was opened with, so its logout can revoke the grant server-side.
alter table experience_sessions add column grant_id text;

-- Signed shop logins accepted so far: each (UID, timestamp, signature) opens one shop session, never a second.
create table used_login_signatures (
  signature_hash text primary key,
  expires_at timestamptz not null
);
create index used_login_signatures_expires_at on used_login_signatures (expires_at);
