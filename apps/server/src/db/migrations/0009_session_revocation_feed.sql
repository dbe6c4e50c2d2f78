-- The revocation feed (docs/decisions/011-session-cache.md): every instance keeps validated sessions in memory for a
-- few seconds, and forgets one as soon as its row is deleted or changed anywhere. The trigger announces it in the
-- transaction that ends the session (logout, credential change, housekeeping), so the NOTIFY is sent exactly when
-- that transaction commits, and never when it rolls back. Payload: `<table>:<token hash>`.
create function announce_session_revocation() returns trigger language plpgsql as $$
begin
  perform pg_notify('session_revoked', tg_table_name || ':' || old.token_hash);
  return null;
end
$$;

create trigger shop_sessions_revoked after delete or update on shop_sessions
  for each row execute function announce_session_revocation();
create trigger idp_sessions_revoked after delete or update on idp_sessions
  for each row execute function announce_session_revocation();
create trigger experience_sessions_revoked after delete or update on experience_sessions
  for each row execute function announce_session_revocation();
