import { type RefObject, useEffect, useState } from 'react';

/** How far down a page the sticky header may collapse. */
const collapseAfterPx = 80;

/**
 * docs/site-shell.md §2: the sticky header collapses (and blurs) while scrolling down, and expands again at the top of
 * the page or on hover.
 */
export function useCollapsingHeader(header: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [collapsed, setCollapsed] = useState(false);
  useEffect(() => {
    const element = header.current;
    if (!enabled || !element) return undefined;
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y <= 0) setCollapsed(false);
      else if (y > lastY && y > collapseAfterPx) setCollapsed(true);
      lastY = y;
    };
    const expand = () => setCollapsed(false);
    window.addEventListener('scroll', onScroll, { passive: true });
    element.addEventListener('mouseenter', expand);
    element.addEventListener('focusin', expand);
    return () => {
      window.removeEventListener('scroll', onScroll);
      element.removeEventListener('mouseenter', expand);
      element.removeEventListener('focusin', expand);
    };
  }, [header, enabled]);
  return enabled && collapsed;
}
