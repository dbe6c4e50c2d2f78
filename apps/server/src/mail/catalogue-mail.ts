import type { TextValues } from '@shopfront/i18n';
import type { OutgoingMail } from './mailer.ts';
import { mailTexts } from './mail-texts.ts';

/** A plain-text mail written from the catalogue's `mail.<name>.subject` and `mail.<name>.body` in the locale. */
export function catalogueMail(locale: string, to: string, name: string, values: TextValues): OutgoingMail {
  const texts = mailTexts(locale);
  return { to, subject: texts.text(`mail.${name}.subject`), text: texts.text(`mail.${name}.body`, values) };
}
