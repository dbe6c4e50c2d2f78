import { useEffect, useState } from 'react';
import { useText } from '@shopfront/ui';
import { useHydrated } from '../hydration/use-hydrated.ts';
import { type DismissedBanner, bannerBodyClass, dismissedBannersKey, isBannerVisible, parseDismissedBanners, withDismissedBanner } from './banner-visibility.ts';
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

/** The dismissible banner above the header (docs/site-shell.md §2, §4); the dismissal is remembered in localStorage. */
export function NotificationBanner({ title, copy, link, site }: NotificationBannerProps) {
  const text = useText();
  // Dismissals live in the browser: the server renders the banner, the browser hides a dismissed one once hydrated.
  const hydrated = useHydrated();
  const [dismissedNow, setDismissed] = useState<DismissedBanner[]>();
  const dismissed = dismissedNow ?? (hydrated ? readDismissed() : []);
  const visible = isBannerVisible({ site, title }, dismissed);

  useEffect(() => {
    document.body.classList.toggle(bannerBodyClass, visible);
    return () => document.body.classList.remove(bannerBodyClass);
  }, [visible]);

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
          const next = withDismissedBanner(readDismissed(), { site, title });
          localStorage.setItem(dismissedBannersKey, JSON.stringify(next));
          setDismissed(next);
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
    </section>
  );
}
