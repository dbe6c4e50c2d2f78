import { type RefObject, useEffect, useState } from 'react';
import { type CollapseAction, collapseReducer, initialCollapseState, isCollapsed } from './collapse-state.ts';

/**
 * docs/site-shell.md §2: the sticky header collapses (and blurs) while scrolling down, and expands again at the top of
 * the page, on hover and while keyboard focus is within it (so Shift+Tab into it reaches the navigation and the banner). The
 * rule is in collapse-state.ts; this hook feeds it the scroll position and the header's height, and renders again only
 * when the header collapses or expands (not on every scroll event).
 */
export function useCollapsingHeader(header: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [collapsed, setCollapsed] = useState(false);
  useEffect(() => {
    const element = header.current;
    if (!enabled || !element) return undefined;
    let state = initialCollapseState(window.scrollY, element.getBoundingClientRect().height);
    const dispatch = (action: CollapseAction) => {
      state = collapseReducer(state, action);
      setCollapsed(isCollapsed(state));
    };
    const position = () => ({ scrollY: window.scrollY, headerHeight: element.getBoundingClientRect().height });
    const onScroll = () => dispatch({ type: 'scrolled', ...position() });
    const resized = new ResizeObserver(() => dispatch({ type: 'header-resized', ...position() }));
    const onPointerEnter = () => dispatch({ type: 'pointer-entered' });
    const onPointerLeave = () => dispatch({ type: 'pointer-left' });
    // Keyboard focus (focus-visible) expands the header; a click on one of its buttons leaves that to the hover.
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Element && event.target.matches(':focus-visible'))
        dispatch({ type: 'focus-entered' });
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && element.contains(event.relatedTarget)))
        dispatch({ type: 'focus-left' });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    resized.observe(element);
    element.addEventListener('mouseenter', onPointerEnter);
    element.addEventListener('mouseleave', onPointerLeave);
    element.addEventListener('focusin', onFocusIn);
    element.addEventListener('focusout', onFocusOut);
    return () => {
      window.removeEventListener('scroll', onScroll);
      resized.disconnect();
      element.removeEventListener('mouseenter', onPointerEnter);
      element.removeEventListener('mouseleave', onPointerLeave);
      element.removeEventListener('focusin', onFocusIn);
      element.removeEventListener('focusout', onFocusOut);
    };
  }, [header, enabled]);
  return enabled && collapsed;
}
