/**
 * docs/site-shell.md §2: the sticky header collapses while the visitor scrolls down and expands at the top of the
 * page, on hover and while focus is in it. The header's own resize moves the page too (scroll anchoring keeps the
 * content in place by scrolling by the height change): that movement is no scrolling by the visitor and is ignored,
 * or expanding on hover would read as scrolling down and collapse the header again at once.
 */
export interface CollapseState {
  /** The visitor last scrolled down, past the threshold, since the header last expanded. */
  readonly scrolledDown: boolean;
  readonly hovered: boolean;
  readonly focusWithin: boolean;
  /** The scroll position and header height the next scroll is compared with. */
  readonly scrollY: number;
  readonly headerHeight: number;
}

export type CollapseAction =
  | { readonly type: 'scrolled'; readonly scrollY: number; readonly headerHeight: number }
  /** The header changed height: the scroll anchoring that follows is taken as the new starting point. */
  | { readonly type: 'header-resized'; readonly scrollY: number; readonly headerHeight: number }
  | { readonly type: 'pointer-entered' }
  | { readonly type: 'pointer-left' }
  | { readonly type: 'focus-entered' }
  | { readonly type: 'focus-left' };

/** How far down a page the sticky header may collapse. */
const collapseAfterPx = 80;

export function initialCollapseState(scrollY: number, headerHeight: number): CollapseState {
  return { scrolledDown: false, hovered: false, focusWithin: false, scrollY, headerHeight };
}

/** How far the visitor scrolled: the change of position less what the header's own height change explains. */
function visitorScrollDistance(
  from: Pick<CollapseState, 'scrollY' | 'headerHeight'>,
  scrollY: number,
  headerHeight: number,
): number {
  return scrollY - from.scrollY - (headerHeight - from.headerHeight);
}

export function collapseReducer(state: CollapseState, action: CollapseAction): CollapseState {
  switch (action.type) {
    case 'scrolled': {
      const distance = visitorScrollDistance(state, action.scrollY, action.headerHeight);
      const scrolledDown =
        action.scrollY <= 0 ? false : distance >= 1 && action.scrollY > collapseAfterPx ? true : state.scrolledDown;
      return { ...state, scrolledDown, scrollY: action.scrollY, headerHeight: action.headerHeight };
    }
    case 'header-resized':
      return { ...state, scrollY: action.scrollY, headerHeight: action.headerHeight };
    case 'pointer-entered':
      return { ...state, hovered: true, scrolledDown: false };
    case 'pointer-left':
      return { ...state, hovered: false };
    case 'focus-entered':
      return { ...state, focusWithin: true, scrolledDown: false };
    case 'focus-left':
      return { ...state, focusWithin: false };
    default:
      return action satisfies never;
  }
}

/** Collapsed while scrolled down, unless the pointer or the focus is in the header. */
export function isCollapsed(state: CollapseState): boolean {
  return state.scrolledDown && !state.hovered && !state.focusWithin;
}
