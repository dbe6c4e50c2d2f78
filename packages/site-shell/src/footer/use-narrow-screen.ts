import { useSyncExternalStore } from 'react';

/** The shell's one breakpoint (as in the header and navigation CSS). */
const narrowScreenQuery = '(max-width: 48rem)';

function mediaQuery(): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia(narrowScreenQuery) : undefined;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/**
 * Whether the screen is narrow (mobile). Server rendering and hydration see a wide screen, so the footer's categories
 * arrive expanded and usable without JavaScript; a narrow screen folds them once the page is interactive.
 */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery()?.matches ?? false,
    () => false,
  );
}
