-- The last timestamp the identity provider signed a login of the account with: the next login of the account is
-- signed with a later one, so two logins within one second get two signatures and the shop, which accepts each signed
-- login once, opens a session for both (docs/decisions/006-sessions-and-cookies.md).
alter table accounts add column last_signature_timestamp bigint;
