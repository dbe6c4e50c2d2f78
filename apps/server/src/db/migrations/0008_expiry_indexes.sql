-- Housekeeping deletes expired rows on a schedule: every table with an expiry is indexed on it, so the deletes and
-- the lookups that filter on it stay cheap as the tables grow.
create index if not exists shop_sessions_expires_at on shop_sessions (expires_at);
create index if not exists idp_sessions_expires_at on idp_sessions (expires_at);
create index if not exists experience_sessions_expires_at on experience_sessions (expires_at);
create index if not exists registration_tokens_expires_at on registration_tokens (expires_at);
create index if not exists shop_csrf_tokens_expires_at on shop_csrf_tokens (expires_at);
create index if not exists auth_proxy_flows_expires_at on auth_proxy_flows (expires_at);
create index if not exists password_reset_tokens_expires_at on password_reset_tokens (expires_at);
create index if not exists pending_email_changes_expires_at on pending_email_changes (expires_at);
create index if not exists rate_limit_counters_window_start on rate_limit_counters (window_start);
create index if not exists login_failures_failed_at on login_failures (failed_at);
