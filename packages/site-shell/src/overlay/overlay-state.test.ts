import { describe, expect, it } from 'vitest';
import { type OverlayAction, type OverlayState, closedOverlay, overlayReducer } from './overlay-state.ts';

const openAccount: OverlayState = { status: 'open', content: 'account', openedAtScrollY: 200 };

describe('overlay state', () => {
  it.each<[string, OverlayState, OverlayAction, OverlayState]>([
    [
      'an icon opens its content',
      closedOverlay,
      { type: 'icon-clicked', content: 'cart', scrollY: 50 },
      { status: 'open', content: 'cart', openedAtScrollY: 50 },
    ],
    [
      'the same icon again closes',
      openAccount,
      { type: 'icon-clicked', content: 'account', scrollY: 200 },
      closedOverlay,
    ],
    [
      'the other icon switches content',
      openAccount,
      { type: 'icon-clicked', content: 'cart', scrollY: 210 },
      { status: 'open', content: 'cart', openedAtScrollY: 210 },
    ],
    ['backdrop, close button or Escape close', openAccount, { type: 'close-requested' }, closedOverlay],
    ['scrolling 100 px down keeps it open', openAccount, { type: 'scrolled', scrollY: 300 }, openAccount],
    ['scrolling 101 px down closes', openAccount, { type: 'scrolled', scrollY: 301 }, closedOverlay],
    ['scrolling 101 px up closes', openAccount, { type: 'scrolled', scrollY: 99 }, closedOverlay],
    ['scrolling while closed changes nothing', closedOverlay, { type: 'scrolled', scrollY: 5000 }, closedOverlay],
  ])('%s', (_case, state, action, expected) => {
    expect(overlayReducer(state, action)).toEqual(expected);
  });
});
