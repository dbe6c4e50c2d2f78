/** localStorage key of the dismissed notification banners: each site's, by title, so a new banner shows again. */
export const dismissedBannersKey = 'shopfront.dismissedBanners';
/** The body class a visible banner sets, for layouts that make room for it. */
export const bannerBodyClass = 'sf-has-notification-banner';
/** Dismissals kept; the oldest go first. */
export const dismissedBannersLimit = 20;

/** A dismissed banner: the site it showed on (its path prefix) and its title. */
export interface DismissedBanner {
  readonly site: string;
  readonly title: string;
}

/** What localStorage holds, read defensively: anything unreadable counts as nothing dismissed. */
export function parseDismissedBanners(raw: string | null): DismissedBanner[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is DismissedBanner =>
        typeof entry === 'object' && entry !== null && typeof (entry as DismissedBanner).site === 'string' && typeof (entry as DismissedBanner).title === 'string',
    );
  } catch {
    return [];
  }
}

/** Adds a dismissal (once), keeping the newest `limit`. */
export function withDismissedBanner(dismissed: readonly DismissedBanner[], banner: DismissedBanner, limit = dismissedBannersLimit): DismissedBanner[] {
  const others = dismissed.filter((entry) => entry.site !== banner.site || entry.title !== banner.title);
  return [...others, banner].slice(-limit);
}

/** docs/site-shell.md §4: the banner shows when its title is not empty and was not dismissed on this site before. */
export function isBannerVisible(banner: DismissedBanner, dismissed: readonly DismissedBanner[]): boolean {
  return banner.title.trim() !== '' && !dismissed.some((entry) => entry.site === banner.site && entry.title === banner.title);
}
