import { memo, useEffect, useState } from 'react';
import { useText } from '@shopfront/ui';
import { useCookieHeader } from '../hydration/request-cookies.tsx';
import { useHydrated } from '../hydration/use-hydrated.ts';
import {
  type DismissedBanner,
  bannerBodyClass,
  bannerFingerprint,
  dismissedBannersCookieName,
  dismissedBannersCookieValue,
  dismissedBannersKey,
  dismissedFingerprintsOf,
  isBannerVisible,
  parseDismissedBanners,
  withDismissedBanner,
} from './banner-visibility.ts';
import './notification-banner.css';

export interface NotificationBannerProps {
  readonly title: string;
  readonly copy: string;
  readonly link?: { readonly label: string; readonly href: string } | undefined;
  /** The site it shows on (its path prefix): a dismissal holds for that site's banner only. */
  readonly site: string;
}

function readDismissed(): DismissedBanner[] {
  try {
    return parseDismissedBanners(localStorage.getItem(dismissedBannersKey));
  } catch {
    return [];
  }
}

/** Mirrors the dismissals into the cookie a server rendering the page reads (a year, this site's whole origin). */
function writeDismissedCookie(dismissed: readonly DismissedBanner[]): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${dismissedBannersCookieName}=${dismissedBannersCookieValue(dismissed)}; Path=/; Max-Age=31536000; SameSite=Strict${secure}`;
}

/**
 * The dismissible banner above the header (docs/site-shell.md §2, §4); the dismissal is remembered in localStorage,
 * and mirrored into a cookie so that a server-rendered page leaves a dismissed banner out (nothing moves at hydration).
 */
export const NotificationBanner = memo(function NotificationBanner({
  title,
  copy,
  link,
  site,
}: NotificationBannerProps) {
  const text = useText();
  const hydrated = useHydrated();
  const cookieHeader = useCookieHeader();
  const [dismissedNow, setDismissed] = useState<DismissedBanner[]>();
  const dismissed = dismissedNow ?? (hydrated ? readDismissed() : []);
  const banner = { site, title };
  const dismissedInCookie = dismissedFingerprintsOf(cookieHeader).includes(bannerFingerprint(banner));
  const dismissedLocally = !isBannerVisible(banner, dismissed);
  const visible = !dismissedLocally && !dismissedInCookie;
  const storedOnlyLocally = hydrated && dismissedLocally && !dismissedInCookie;

  useEffect(() => {
    document.body.classList.toggle(bannerBodyClass, visible);
    return () => document.body.classList.remove(bannerBodyClass);
  }, [visible]);

  // A dismissal from before the cookie existed: mirrored now, so the next page arrives without the banner.
  useEffect(() => {
    if (storedOnlyLocally) writeDismissedCookie(readDismissed());
  }, [storedOnlyLocally]);

  if (!visible) return null;
  return (
    <section className="sf-banner" aria-label={title}>
      <p className="sf-banner__text">
        <strong>{title}</strong> {copy}{' '}
        {link ? (
          <a className="sf-banner__link" href={link.href}>
            {link.label}
          </a>
        ) : null}
      </p>
      <button
        type="button"
        className="sf-banner__dismiss"
        aria-label={text('general.dismissNotification')}
        onClick={() => {
          const next = withDismissedBanner(readDismissed(), banner);
          localStorage.setItem(dismissedBannersKey, JSON.stringify(next));
          writeDismissedCookie(next);
          setDismissed(next);
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
    </section>
  );
});
