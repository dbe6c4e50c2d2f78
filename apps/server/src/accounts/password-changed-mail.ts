import type { OutgoingMail } from '../mail/mailer.ts';
import { catalogueMail } from '../mail/catalogue-mail.ts';
import { mailTexts } from '../mail/mail-texts.ts';
import type { Account } from './account-repository.ts';

/**
 * After a password reset or change: the account's sessions ended, and its passkeys, which a new password leaves in
 * place (ADR 022), are named, so that a customer who did not make the change sees what can still log in.
 */
export function passwordChangedMail(
  account: Account,
  passkeys: readonly { readonly deviceName: string }[],
): OutgoingMail {
  const list = passkeys.map((passkey) => `- ${passkey.deviceName}`).join('\n');
  const passkeysParagraph =
    passkeys.length > 0 ? mailTexts(account.locale).text('mail.passwordChanged.passkeys', { list }) : '';
  return catalogueMail(account.locale, account.email, 'passwordChanged', {
    firstName: account.firstName,
    passkeys: passkeysParagraph,
  });
}
