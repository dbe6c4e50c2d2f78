import { useCallback } from 'react';
import type { Ref, RefCallback, RefObject } from 'react';

/** One callback ref that fills the component's own ref object and the caller's `ref` prop. */
export function useMergedRef<T>(own: RefObject<T | null>, forwarded: Ref<T> | undefined): RefCallback<T> {
  return useCallback(
    (node: T | null) => {
      own.current = node;
      if (typeof forwarded === 'function') {
        const cleanup = forwarded(node);
        if (typeof cleanup === 'function') {
          return () => {
            own.current = null;
            cleanup();
          };
        }
      } else if (forwarded) {
        forwarded.current = node;
      }
      return undefined;
    },
    [own, forwarded],
  );
}
