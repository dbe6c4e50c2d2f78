/** localStorage key of the dismissed notification banner (its title, so a new banner shows again). */
export const dismissedBannerKey = 'shopfront.dismissedBanner';
/** The body class a visible banner sets, for layouts that make room for it. */
export const bannerBodyClass = 'sf-has-notification-banner';

/** docs/site-shell.md §4: the banner shows when its title is not empty and was not dismissed before. */
export function isBannerVisible(title: string, dismissedTitle: string | null): boolean {
  return title.trim() !== '' && dismissedTitle !== title;
}
