export type OverlayContent = 'account' | 'cart';

/** What the header overlay shows: nothing, the account menu or the mini cart. */
export type OverlayState =
  | { readonly status: 'closed' }
  | { readonly status: 'open'; readonly content: OverlayContent; readonly openedAtScrollY: number };

export type OverlayAction =
  | { readonly type: 'icon-clicked'; readonly content: OverlayContent; readonly scrollY: number }
  | { readonly type: 'close-requested' }
  | { readonly type: 'scrolled'; readonly scrollY: number };

/** docs/site-shell.md §9: scrolling further than this from where the overlay opened closes it. */
const overlayScrollCloseDistance = 100;

export const closedOverlay: OverlayState = { status: 'closed' };

/**
 * docs/site-shell.md §2 Overlay: an icon opens its content, the same icon again closes it, the other icon switches;
 * backdrop, close button and Escape request closing; scrolling more than 100 px from the opening point closes.
 */
export function overlayReducer(state: OverlayState, action: OverlayAction): OverlayState {
  switch (action.type) {
    case 'icon-clicked':
      return state.status === 'open' && state.content === action.content
        ? closedOverlay
        : { status: 'open', content: action.content, openedAtScrollY: action.scrollY };
    case 'close-requested':
      return closedOverlay;
    case 'scrolled':
      return state.status === 'open' && Math.abs(action.scrollY - state.openedAtScrollY) > overlayScrollCloseDistance
        ? closedOverlay
        : state;
    default:
      return action satisfies never;
  }
}
