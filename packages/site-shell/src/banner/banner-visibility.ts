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
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as DismissedBanner).site === 'string' &&
        typeof (entry as DismissedBanner).title === 'string',
    );
  } catch {
    return [];
  }
}

/** Adds a dismissal (once), keeping the newest `limit`. */
export function withDismissedBanner(
  dismissed: readonly DismissedBanner[],
  banner: DismissedBanner,
  limit = dismissedBannersLimit,
): DismissedBanner[] {
  const others = dismissed.filter((entry) => entry.site !== banner.site || entry.title !== banner.title);
  return [...others, banner].slice(-limit);
}

/** docs/site-shell.md §4: the banner shows when its title is not empty and was not dismissed on this site before. */
export function isBannerVisible(banner: DismissedBanner, dismissed: readonly DismissedBanner[]): boolean {
  return (
    banner.title.trim() !== '' && !dismissed.some((entry) => entry.site === banner.site && entry.title === banner.title)
  );
}

/**
 * The cookie that tells a server rendering the page which banners this browser dismissed (local storage stays the
 * record; the server cannot read it): short fingerprints of site and title, dot-separated, the newest `limit`.
 */
export const dismissedBannersCookieName = 'sf_dismissed_banners';

/** FNV-1a (32 bit) of site and title, in hex: short, stable, and no title text in a cookie. */
export function bannerFingerprint({ site, title }: DismissedBanner): string {
  let hash = 0x811c9dc5;
  for (const unit of new TextEncoder().encode(`${site}\n${title}`)) {
    hash ^= unit;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The fingerprints a Cookie header carries (none when the cookie is missing or malformed). */
export function dismissedFingerprintsOf(cookieHeader: string): string[] {
  const pair = cookieHeader.split(/;\s*/).find((candidate) => candidate.startsWith(`${dismissedBannersCookieName}=`));
  const value = pair?.slice(dismissedBannersCookieName.length + 1) ?? '';
  return value.split('.').filter((fingerprint) => /^[0-9a-f]{8}$/.test(fingerprint));
}

/** The cookie's value for the dismissals kept in local storage. */
export function dismissedBannersCookieValue(dismissed: readonly DismissedBanner[]): string {
  return dismissed.slice(-dismissedBannersLimit).map(bannerFingerprint).join('.');
}
