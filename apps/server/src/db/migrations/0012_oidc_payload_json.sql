-- node-oidc-provider's payloads are stored and read back whole: json keeps the text the adapter wrote and only checks
-- it on the way in, where jsonb built a binary document from it on every insert and printed it again on every read,
-- two of each per token request. The one statement that looks inside (endAccountAccess: payload->>'accountId' of
-- grants and sessions, on a credential change) reads json as well.
alter table oidc_payloads alter column payload type json using payload::json;
