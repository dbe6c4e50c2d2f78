-- A signed-in customer confirms a deletion with a passkey of the account (docs/decisions/023-account-deletion.md):
-- its challenge is a single-use token of its own purpose, bound to the account.
alter table single_use_tokens drop constraint single_use_tokens_purpose_check;
alter table single_use_tokens add constraint single_use_tokens_purpose_check check (purpose in (
  'password-reset', 'registration-completion', 'registration-verification', 'email-change-verification',
  'email-change-cancel', 'unsubscribe', 'newsletter-confirmation', 'auth-proxy-flow',
  'passkey-registration', 'passkey-authentication', 'new-device-report', 'account-deletion-cancel',
  'passkey-reauthentication'
));
