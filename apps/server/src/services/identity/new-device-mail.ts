import { type DeviceDescription, describeUserAgent, deviceBrowserNames, devicePlatformNames } from '@shopfront/core';
import { sitePages } from '@shopfront/i18n';
import type { Account } from '../../accounts/account-repository.ts';
import { catalogueMail } from '../../mail/catalogue-mail.ts';
import { marketTime } from '../../mail/market-time-zone.ts';
import { mailTexts } from '../../mail/mail-texts.ts';
import type { OutgoingMail } from '../../mail/mailer.ts';
import { siteLink } from '../../mail/site-link.ts';

/** The device as the mail names it, in the account's language where the parser could not name it. */
function deviceName(locale: string, { browser, platform }: DeviceDescription): string {
  const texts = mailTexts(locale);
  return texts.text('dashboard.devices.name', {
    browser: browser === 'other' ? texts.text('dashboard.devices.unknownBrowser') : deviceBrowserNames[browser],
    platform: platform === 'other' ? texts.text('dashboard.devices.unknownPlatform') : devicePlatformNames[platform],
  });
}

/**
 * The notice of a login from a browser new to the account, in the account's language, with the time in its market's
 * zone, the browser and the shop; its link opens the reset page, where a new password ends every session.
 */
export function newDeviceMail(
  account: Account,
  login: { readonly at: Date; readonly userAgent: string | undefined },
  publicOrigin: string,
  token: string,
): OutgoingMail {
  const shop = new Intl.DisplayNames([account.locale], { type: 'region' }).of(account.market) ?? account.market;
  return catalogueMail(account.locale, account.email, 'newDevice', {
    firstName: account.firstName,
    device: deviceName(account.locale, describeUserAgent(login.userAgent)),
    time: marketTime(login.at, account.market, account.locale),
    shop,
    link: siteLink(account, sitePages.resetPassword, { pwrt: token }, publicOrigin),
  });
}
