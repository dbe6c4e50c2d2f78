import type { AccountWidgetConfig } from '@shopfront/api';
import type { Site } from '@shopfront/i18n';

/** What every page of a site gets: its site, the host configuration, its path inside the site and its query. */
export interface SitePageProps {
  readonly site: Site;
  readonly accountConfig: AccountWidgetConfig;
  readonly pagePath: string;
  /** The demo host asks the shell for a full logout when a session check finds the session ended. */
  readonly fullLogoutOnExpiredSession: boolean;
  /** The address's query: read from here, not from `window`, so the server renders what the browser hydrates. */
  readonly searchParams: URLSearchParams;
}
