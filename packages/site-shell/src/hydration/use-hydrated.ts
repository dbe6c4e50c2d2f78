import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False on the server and while the browser hydrates server-rendered markup, true afterwards: what only the browser
 * knows (local storage, cookies read by script) is read once this is true, so hydration sees what the server rendered.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
