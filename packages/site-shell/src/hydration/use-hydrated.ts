import { useDeferredValue } from 'react';

/**
 * False on the server, while the browser hydrates server-rendered markup and in a first render in the browser; true
 * afterwards: what only the browser knows (local storage, cookies read by script) is read once this is true, so
 * hydration sees what the server rendered.
 *
 * A deferred value, not an external store whose server snapshot differs: React renders the switch to true as a
 * background render that yields to the browser, where a store's mismatch re-renders every reader (the header, a page)
 * at once after hydration, in one long task.
 */
export function useHydrated(): boolean {
  return useDeferredValue(true, false);
}
