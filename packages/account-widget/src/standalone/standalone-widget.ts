import { type AccountDialogRequest, type AccountWidgetConfig, processAccountWidgetConfig } from '@shopfront/api';
import { fallbackLocale, isSupportedLocale, policyPaths } from '@shopfront/i18n';
import { loadWidgetCatalogue } from '@shopfront/i18n/widget-catalogue';
import '@shopfront/ui/tokens.css';
import type { AccountWidgetLinks } from '../widget-settings.ts';
import type { LoaderSettings } from './loader-settings.ts';

let configuration: Promise<AccountWidgetConfig> | undefined;

/** The dialog root, React with it: imported here, not statically, so the catalogue is fetched while React loads. */
const loadDialogs = () => import('../dialog/account-dialog-root.tsx');

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

/** The dialog bundle's entry for the standalone loader: checks the configuration the loader fetched, then shows the dialog. */
export async function openStandaloneDialog(
  request: AccountDialogRequest,
  settings: LoaderSettings,
  configResponse: Promise<Response>,
): Promise<void> {
  const locale = isSupportedLocale(settings.locale) ? settings.locale : fallbackLocale;
  // The root reads the same catalogue module when it mounts; asking now lets its download overlap React's.
  void loadWidgetCatalogue(locale).catch(() => undefined);
  configuration ??= configResponse.then(processAccountWidgetConfig).catch((error: unknown) => {
    configuration = undefined;
    throw error;
  });
  const [config, dialogs] = await Promise.all([configuration, loadDialogs()]);
  await dialogs.showAccountDialog(request, {
    config,
    locale,
    links: linksOf(config, settings.links),
    fullLogoutOnExpiredSession: settings.fullLogoutOnExpiredSession,
  });
}
