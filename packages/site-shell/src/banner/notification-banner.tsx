import { useEffect, useState } from 'react';
import { useText } from '@shopfront/ui';
import { bannerBodyClass, dismissedBannerKey, isBannerVisible } from './banner-visibility.ts';
import './notification-banner.css';

export interface NotificationBannerProps {
  readonly title: string;
  readonly copy: string;
  readonly link?: { readonly label: string; readonly href: string } | undefined;
}

function readDismissed(): string | null {
  try {
    return localStorage.getItem(dismissedBannerKey);
  } catch {
    return null;
  }
}

/** The dismissible banner above the header (docs/site-shell.md §2, §4); the dismissal is remembered in localStorage. */
export function NotificationBanner({ title, copy, link }: NotificationBannerProps) {
  const text = useText();
  const [dismissed, setDismissed] = useState(readDismissed);
  const visible = isBannerVisible(title, dismissed);

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
          localStorage.setItem(dismissedBannerKey, title);
          setDismissed(title);
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
    </section>
  );
}
