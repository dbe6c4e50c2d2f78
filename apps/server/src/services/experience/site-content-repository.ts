import type { FooterNavigation, SiteConfig } from '@shopfront/api';
import type { Queryable } from '../../db/database.ts';

type HeaderWithBanner = SiteConfig['navigation']['header'];
/** The header's menus; the notification banner is kept apart. */
export type HeaderNavigation = Omit<HeaderWithBanner, 'notificationBanner'>;
export type NotificationBanner = HeaderWithBanner['notificationBanner'];

export interface SiteContent {
  readonly siteKey: string;
  readonly locale: string;
  readonly navigation: HeaderNavigation;
  /** The wire shape the shell reads (`@shopfront/api`'s footer schema), stored as it is sent. */
  readonly footer: FooterNavigation;
  readonly notificationBanner: NotificationBanner;
}

export class SiteContentRepository {
  constructor(private readonly database: Queryable) {}

  async find(siteKey: string): Promise<SiteContent | undefined> {
    const [content] = await this.database.query<SiteContent>(
      `select site_key as "siteKey", locale, navigation, footer, notification_banner as "notificationBanner"
       from site_content where site_key = $1`,
      [siteKey],
    );
    return content;
  }

  async save(content: SiteContent): Promise<void> {
    await this.database.query(
      `insert into site_content (site_key, locale, navigation, footer, notification_banner)
       values ($1, $2, $3::jsonb, $4::jsonb, $5::jsonb)
       on conflict (site_key) do update set locale = excluded.locale, navigation = excluded.navigation,
         footer = excluded.footer, notification_banner = excluded.notification_banner, updated_at = now()`,
      [
        content.siteKey,
        content.locale,
        JSON.stringify(content.navigation),
        JSON.stringify(content.footer),
        JSON.stringify(content.notificationBanner),
      ],
    );
  }
}
