import { type AccountDialogRequest, type AccountWidgetConfig, processAccountWidgetConfig } from '@shopfront/api';
import { policyPaths } from '@shopfront/i18n';
import '@shopfront/ui/tokens.css';
import { showAccountDialog } from '../dialog/account-dialog-root.tsx';
import type { AccountWidgetLinks } from '../widget-settings.ts';
import type { LoaderSettings } from './loader-settings.ts';
import { widgetLocaleOf } from './standalone-texts.ts';

let configuration: Promise<AccountWidgetConfig> | undefined;

/** The market's own pages, for the links a host did not name on the loader's tag. */
function linksOf(config: AccountWidgetConfig, named: Partial<AccountWidgetLinks>): AccountWidgetLinks {
  const prefix = config.sitePathPrefix;
  return {
    registerHref: `${prefix}/login?register=true`,
    privacyHref: `${prefix}${policyPaths.privacy}`,
    termsHref: `${prefix}${policyPaths.terms}`,
    clubTermsHref: `${prefix}${policyPaths.clubTerms}`,
    ...named,
  };
}

/**
 * The dialog bundle's entry for the standalone loader: checks the configuration the loader fetched, then shows the
 * dialog. The dialog root (React with it) is a static import, so the loader's one dynamic import fetches the whole
 * bundle at once instead of this chunk first and the root after it has run.
 */
export async function openStandaloneDialog(
  request: AccountDialogRequest,
  settings: LoaderSettings,
  configResponse: Promise<Response>,
): Promise<void> {
  const locale = widgetLocaleOf(settings.locale);
  configuration ??= configResponse.then(processAccountWidgetConfig).catch((error: unknown) => {
    configuration = undefined;
    throw error;
  });
  const config = await configuration;
  await showAccountDialog(request, {
    config,
    locale,
    links: linksOf(config, settings.links),
    fullLogoutOnExpiredSession: settings.fullLogoutOnExpiredSession,
  });
}
