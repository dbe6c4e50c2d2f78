import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';

/**
 * A server-rendered field can be typed into, or filled by a password manager, while its page's script still loads.
 * React replays most of that, but text that lands while hydration runs can stay in the element and not in the
 * form's state (the field shows it; the form thinks it empty and keeps its button disabled). Once mounted, a field
 * whose element holds other text than its value hands that text to `onChange`.
 */
export function useValueTypedBeforeHydration(
  ref: RefObject<HTMLInputElement | null>,
  value: string,
  onChange: (value: string) => void,
): void {
  const mountedWith = useRef({ value, onChange });
  useEffect(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== mountedWith.current.value) mountedWith.current.onChange(typed);
  }, [ref]);
}
