import { describe, expect, it } from 'vitest';
import {
  type CollapseAction,
  type CollapseState,
  collapseReducer,
  initialCollapseState,
  isCollapsed,
} from './collapse-state.ts';

const at = (scrollY: number, headerHeight = 120, changes: Partial<CollapseState> = {}): CollapseState => ({
  ...initialCollapseState(scrollY, headerHeight),
  ...changes,
});
const scrolled = (scrollY: number, headerHeight = 120): CollapseAction => ({ type: 'scrolled', scrollY, headerHeight });

describe('collapseReducer', () => {
  it.each<[string, CollapseState, CollapseAction, boolean]>([
    ['collapses when the visitor scrolls down past the threshold', at(100), scrolled(140), true],
    ['stays expanded when scrolling down above the threshold', at(10), scrolled(60), false],
    ['expands at the top of the page', at(300, 64, { scrolledDown: true }), scrolled(0, 64), false],
    [
      'stays collapsed when scrolling up in the middle of the page',
      at(400, 64, { scrolledDown: true }),
      scrolled(300, 64),
      true,
    ],
    // Scroll anchoring after the header grew by 56 px (the banner came back): the page moved by the same 56 px.
    ['ignores the scroll anchoring of its own growth', at(400, 64), scrolled(456, 120), false],
    // … and after it shrank by 56 px.
    [
      'ignores the scroll anchoring of its own shrinking',
      at(400, 120, { scrolledDown: true }),
      scrolled(344, 64),
      true,
    ],
    ['collapses on real scrolling beyond the anchoring', at(400, 64), scrolled(500, 120), true],
    ['ignores sub-pixel jitter', at(400, 64), scrolled(400.5, 64), false],
  ])('%s', (_name, state, action, collapsed) => {
    expect(isCollapsed(collapseReducer(state, action))).toBe(collapsed);
  });

  it.each<[string, CollapseAction]>([
    ['hover', { type: 'pointer-entered' }],
    ['focus within', { type: 'focus-entered' }],
  ])('expands on %s, and stays expanded when the header then grows', (_name, action) => {
    const collapsed = at(400, 64, { scrolledDown: true });
    const expanded = collapseReducer(collapsed, action);
    expect(isCollapsed(expanded)).toBe(false);
    expect(isCollapsed(collapseReducer(expanded, scrolled(456, 120)))).toBe(false);
  });

  it('stays expanded while hovered even when the visitor scrolls down, and collapses when the pointer leaves', () => {
    const hovered = collapseReducer(at(400, 120), { type: 'pointer-entered' });
    const scrolledWhileHovered = collapseReducer(hovered, scrolled(600));
    expect(isCollapsed(scrolledWhileHovered)).toBe(false);
    expect(isCollapsed(collapseReducer(scrolledWhileHovered, { type: 'pointer-left' }))).toBe(true);
  });

  it('stays expanded after the pointer leaves when the visitor did not scroll down since', () => {
    const hovered = collapseReducer(at(400, 64, { scrolledDown: true }), { type: 'pointer-entered' });
    expect(isCollapsed(collapseReducer(hovered, { type: 'pointer-left' }))).toBe(false);
  });

  it('takes a resize as the new starting point, so the anchoring scroll that follows is no scrolling', () => {
    const resized = collapseReducer(at(400, 64), { type: 'header-resized', scrollY: 456, headerHeight: 120 });
    expect(isCollapsed(collapseReducer(resized, scrolled(456, 120)))).toBe(false);
    expect(isCollapsed(collapseReducer(resized, scrolled(520, 120)))).toBe(true);
  });
});
