import { type RefObject, useEffect, useState } from 'react';

/**
 * docs/site-shell.md §2: the sticky header collapses (and blurs) while scrolling down, and expands again at the top of
 * the page, on hover and while keyboard focus is within it (so Shift+Tab into it reaches the navigation and the banner). The
 * rule is in collapse-state.ts, fed by collapse-tracking.ts, which loads on the first scroll (a page nobody scrolls never
 * needs it); the header renders again only when it collapses or expands (not on every scroll event).
 */
export function useCollapsingHeader(header: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [collapsed, setCollapsed] = useState(false);
  useEffect(() => {
    const element = header.current;
    if (!enabled || !element) return undefined;
    // From the top of the page, where it starts: a page scrolled before its script ran (or restored further down) is
    // tracked at once, as if that scroll came now.
    const start = { scrollY: 0, headerHeight: element.getBoundingClientRect().height };
    let stopTracking: (() => void) | undefined;
    let stopped = false;
    const onFirstScroll = () => {
      window.removeEventListener('scroll', onFirstScroll);
      import('./collapse-tracking.ts')
        .then(({ trackCollapse }) => {
          if (!stopped) stopTracking = trackCollapse(element, start, setCollapsed);
        })
        .catch((error: unknown) => console.warn('The header cannot collapse', error));
    };
    if (window.scrollY > 0) onFirstScroll();
    else window.addEventListener('scroll', onFirstScroll, { passive: true });
    return () => {
      stopped = true;
      window.removeEventListener('scroll', onFirstScroll);
      stopTracking?.();
    };
  }, [header, enabled]);
  return enabled && collapsed;
}
