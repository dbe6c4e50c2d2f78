import { type AccountDialogName, type AccountWidgetConfig, processAccountWidgetConfig } from '@shopfront/api';
import { policyPaths } from '@shopfront/i18n';
import '@shopfront/ui/tokens.css';
import type { AccountDialogOpener } from '../account-dialog-requests.ts';
import { mountAccountDialogs, showAccountDialog } from '../dialog/account-dialog-root.tsx';
import type { AccountWidgetLinks, AccountWidgetSettings } from '../widget-settings.ts';
import type { LoaderSettings } from './loader-settings.ts';
import { widgetLocaleOf } from './standalone-texts.ts';

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
 * The dialog bundle's entry for the standalone loader: checks the configuration the loader fetched and creates the
 * widget's root (preparing the dialog an intent named), then opens each request. The dialog root (React with it) is a static import, so the loader's one
 * dynamic import fetches the whole bundle at once instead of this chunk first and the root after it has run.
 */
export async function standaloneDialogOpener(
  settings: LoaderSettings,
  configResponse: Promise<Response>,
  intent?: AccountDialogName,
): Promise<AccountDialogOpener> {
  const config = await processAccountWidgetConfig(await configResponse);
  const widgetSettings: AccountWidgetSettings = {
    config,
    locale: widgetLocaleOf(settings.locale),
    links: linksOf(config, settings.links),
    fullLogoutOnExpiredSession: settings.fullLogoutOnExpiredSession,
  };
  await mountAccountDialogs(widgetSettings, intent);
  return (request) => showAccountDialog(request, widgetSettings);
}
