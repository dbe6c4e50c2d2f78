import { type CollapseAction, collapseReducer, initialCollapseState, isCollapsed } from './collapse-state.ts';

/** Where the page and the header stood when the page was shown: what the first scroll is compared with. */
export interface CollapseStart {
  readonly scrollY: number;
  readonly headerHeight: number;
}

/**
 * Feeds the collapse rule (collapse-state.ts) the scroll position, the header's height, the pointer and keyboard focus,
 * from the first scroll on (use-collapsing-header.ts loads this then), and tells `onChange` whether the header is
 * collapsed. Returns a function that stops.
 */
export function trackCollapse(
  element: HTMLElement,
  start: CollapseStart,
  onChange: (collapsed: boolean) => void,
): () => void {
  let state = initialCollapseState(start.scrollY, start.headerHeight);
  const dispatch = (action: CollapseAction) => {
    state = collapseReducer(state, action);
    onChange(isCollapsed(state));
  };
  const position = () => ({ scrollY: window.scrollY, headerHeight: element.getBoundingClientRect().height });
  const onScroll = () => dispatch({ type: 'scrolled', ...position() });
  const resized = new ResizeObserver(() => dispatch({ type: 'header-resized', ...position() }));
  const onPointerEnter = () => dispatch({ type: 'pointer-entered' });
  const onPointerLeave = () => dispatch({ type: 'pointer-left' });
  // Keyboard focus (focus-visible) expands the header; a click on one of its buttons leaves that to the hover.
  const onFocusIn = (event: FocusEvent) => {
    if (event.target instanceof Element && event.target.matches(':focus-visible')) dispatch({ type: 'focus-entered' });
  };
  const onFocusOut = (event: FocusEvent) => {
    if (!(event.relatedTarget instanceof Node && element.contains(event.relatedTarget)))
      dispatch({ type: 'focus-left' });
  };
  // What happened before this code was loaded: the pointer or keyboard focus already in the header, the first scroll.
  if (element.matches(':hover')) dispatch({ type: 'pointer-entered' });
  if (element.querySelector(':focus-visible')) dispatch({ type: 'focus-entered' });
  onScroll();
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
}
