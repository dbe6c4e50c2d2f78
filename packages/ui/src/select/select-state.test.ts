import { describe, expect, it } from 'vitest';
import {
  commandForKey,
  DEFAULT_VISIBLE_OPTIONS,
  findTypeAheadMatch,
  initialSelectState,
  isTypingAhead,
  selectReducer,
  TYPE_AHEAD_TIMEOUT_MS,
  visibleOptionCount,
} from './select-state.ts';
import type {
  SelectAction,
  SelectActiveMove,
  SelectKeyCommand,
  SelectKeyInput,
  SelectReducerState,
  SelectState,
} from './select-state.ts';

const countries = ['Austria', 'Belgium', 'Bulgaria', 'Croatia', 'Österreich', 'United Kingdom', 'United States'];

function openAt(activeIndex: number, text = '', typedAt = 0): SelectReducerState {
  return { state: 'open', activeIndex, typeAhead: { text, typedAt } };
}

function typed(character: string, typedAt: number, selectedIndex = -1): SelectAction {
  return { type: 'character-typed', character, typedAt, optionNames: countries, selectedIndex };
}

describe('visibleOptionCount', () => {
  it.each<[number | undefined, number]>([
    [undefined, DEFAULT_VISIBLE_OPTIONS],
    [0, 5.1],
    [-3, 5.1],
    [2.5, 5.1],
    [Number.NaN, 5.1],
    [Number.POSITIVE_INFINITY, 5.1],
    [1, 1],
    [8, 8],
  ])('uses %s as %s rows', (maxVisibleOptions, expected) => {
    expect(visibleOptionCount(maxVisibleOptions)).toBe(expected);
  });
});

describe('selectReducer: opening and closing', () => {
  it.each<[string, SelectAction, SelectReducerState]>([
    ['on the selection', { type: 'opened', at: 'selection', selectedIndex: 3, optionCount: 7 }, openAt(3)],
    [
      'on the first option without a selection',
      { type: 'opened', at: 'selection', selectedIndex: -1, optionCount: 7 },
      openAt(0),
    ],
    ['on the first option', { type: 'opened', at: 'first', selectedIndex: 3, optionCount: 7 }, openAt(0)],
    ['on the last option', { type: 'opened', at: 'last', selectedIndex: 3, optionCount: 7 }, openAt(6)],
    [
      'with no active option when the list is empty',
      { type: 'opened', at: 'last', selectedIndex: -1, optionCount: 0 },
      openAt(-1),
    ],
  ])('opens %s', (_name, action, expected) => {
    expect(selectReducer(initialSelectState, action)).toEqual(expected);
  });

  it('closes and forgets the active option and the type-ahead text', () => {
    expect(selectReducer(openAt(4, 'b', 10), { type: 'closed' })).toEqual({ state: 'closed' });
  });

  it('keeps a closed state as it is', () => {
    expect(selectReducer(initialSelectState, { type: 'closed' })).toBe(initialSelectState);
  });
});

describe('selectReducer: moving visual focus', () => {
  it.each<[number, SelectActiveMove, number]>([
    [2, 'next', 3],
    [6, 'next', 6],
    [2, 'previous', 1],
    [0, 'previous', 0],
    [4, 'first', 0],
    [1, 'last', 6],
    [1, 'page-down', 6],
    [6, 'page-up', 0],
  ])('moves from %i to the %s option: %i', (activeIndex, to, expected) => {
    expect(selectReducer(openAt(activeIndex), { type: 'active-moved', to, optionCount: 7 })).toEqual(openAt(expected));
  });

  it('does not move while closed', () => {
    expect(selectReducer(initialSelectState, { type: 'active-moved', to: 'next', optionCount: 7 })).toBe(
      initialSelectState,
    );
  });
});

describe('selectReducer: choosing', () => {
  it.each<[string, SelectReducerState, SelectAction, SelectReducerState]>([
    ['a single select closes', openAt(2), { type: 'option-chosen', index: 2, mode: 'single' }, { state: 'closed' }],
    [
      'a multi select stays open on the chosen option',
      openAt(2, 'b', 5),
      { type: 'option-chosen', index: 5, mode: 'multiple' },
      openAt(5),
    ],
    [
      'a multi select stays open when the active option is chosen again (unchosen)',
      openAt(3),
      { type: 'option-chosen', index: 3, mode: 'multiple' },
      openAt(3),
    ],
    [
      'a multi select ends a running type-ahead text on choosing',
      openAt(1, 'be', 900),
      { type: 'option-chosen', index: 1, mode: 'multiple' },
      openAt(1),
    ],
    ['Escape closes a multi select like a single one', openAt(4, 'c', 10), { type: 'closed' }, { state: 'closed' }],
  ])('%s', (_case, state, action, expected) => {
    expect(selectReducer(state, action)).toEqual(expected);
  });
});

describe('selectReducer: type-ahead', () => {
  it('opens a closed select on the first match after the selection', () => {
    expect(selectReducer(initialSelectState, typed('b', 1000, 0))).toEqual(openAt(1, 'b', 1000));
  });

  it.each<[string, SelectReducerState, SelectAction, SelectReducerState]>([
    ['builds the text within the timeout', openAt(5, 'u', 1000), typed('n', 1200), openAt(5, 'un', 1200)],
    [
      'keeps the active option while the text still matches it',
      openAt(5, 'united', 1000),
      typed(' ', 1100),
      openAt(5, 'united ', 1100),
    ],
    [
      'moves on when the text stops matching the active option',
      openAt(5, 'united ', 1000),
      typed('s', 1100),
      openAt(6, 'united s', 1100),
    ],
    [
      'cycles through the options with a repeated letter',
      openAt(1, 'b', 1000),
      typed('b', 1100),
      openAt(2, 'bb', 1100),
    ],
    ['wraps around when cycling', openAt(2, 'bb', 1000), typed('b', 1100), openAt(1, 'bbb', 1100)],
    [
      'starts a new text after the timeout',
      openAt(5, 'u', 1000),
      typed('b', 1000 + TYPE_AHEAD_TIMEOUT_MS),
      openAt(1, 'b', 1000 + TYPE_AHEAD_TIMEOUT_MS),
    ],
    ['ignores case and accents', openAt(0), typed('O', 1000), openAt(4, 'O', 1000)],
    ['stays put when nothing matches', openAt(3), typed('z', 1000), openAt(3, 'z', 1000)],
  ])('%s', (_name, state, action, expected) => {
    expect(selectReducer(state, action)).toEqual(expected);
  });

  it.each<[string, SelectReducerState, number, boolean]>([
    ['within the timeout', openAt(0, 'u', 1000), 1349, true],
    ['at the timeout', openAt(0, 'u', 1000), 1350, false],
    ['without text', openAt(0, '', 1000), 1001, false],
    ['while closed', initialSelectState, 1, false],
  ])('is typing ahead %s: %s', (_name, state, now, expected) => {
    expect(isTypingAhead(state, now)).toBe(expected);
  });
});

describe('findTypeAheadMatch', () => {
  it.each<[string, number, number]>([
    ['b', -1, 1],
    ['b', 1, 2],
    ['b', 2, 1],
    ['bbb', 1, 2],
    ['bu', 1, 2],
    ['be', 1, 1],
    ['united', 5, 5],
    ['united s', 5, 6],
    ['x', 3, -1],
    ['', 3, -1],
  ])('finds "%s" from %i at %i', (text, fromIndex, expected) => {
    expect(findTypeAheadMatch(countries, text, fromIndex)).toBe(expected);
  });
});

describe('commandForKey', () => {
  const key = (value: string, modifiers: Partial<SelectKeyInput> = {}): SelectKeyInput => ({
    key: value,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    ...modifiers,
  });

  it.each<[string, SelectKeyInput, SelectState, boolean, SelectKeyCommand | null]>([
    ['Enter opens', key('Enter'), 'closed', false, { type: 'open', at: 'selection' }],
    ['Space opens', key(' '), 'closed', false, { type: 'open', at: 'selection' }],
    ['Down opens', key('ArrowDown'), 'closed', false, { type: 'open', at: 'selection' }],
    ['Alt+Down opens', key('ArrowDown', { altKey: true }), 'closed', false, { type: 'open', at: 'selection' }],
    ['Up opens', key('ArrowUp'), 'closed', false, { type: 'open', at: 'selection' }],
    ['Home opens on the first', key('Home'), 'closed', false, { type: 'open', at: 'first' }],
    ['End opens on the last', key('End'), 'closed', false, { type: 'open', at: 'last' }],
    ['a letter types ahead', key('g'), 'closed', false, { type: 'type', character: 'g' }],
    ['Escape is left to the page', key('Escape'), 'closed', false, null],
    ['Tab is left to the page', key('Tab'), 'closed', false, null],
    ['Down moves on', key('ArrowDown'), 'open', false, { type: 'move', to: 'next' }],
    ['Up moves back', key('ArrowUp'), 'open', false, { type: 'move', to: 'previous' }],
    ['Home moves to the first', key('Home'), 'open', false, { type: 'move', to: 'first' }],
    ['End moves to the last', key('End'), 'open', false, { type: 'move', to: 'last' }],
    ['Page Down moves a page', key('PageDown'), 'open', false, { type: 'move', to: 'page-down' }],
    ['Page Up moves a page back', key('PageUp'), 'open', false, { type: 'move', to: 'page-up' }],
    ['Enter chooses', key('Enter'), 'open', false, { type: 'choose' }],
    ['Space chooses', key(' '), 'open', false, { type: 'choose' }],
    ['Space types while typing ahead', key(' '), 'open', true, { type: 'type', character: ' ' }],
    ['Alt+Up chooses and closes', key('ArrowUp', { altKey: true }), 'open', false, { type: 'choose-and-close' }],
    ['Escape closes', key('Escape'), 'open', false, { type: 'close' }],
    ['Tab leaves', key('Tab'), 'open', false, { type: 'leave' }],
    ['a letter types ahead when open', key('Ü'), 'open', false, { type: 'type', character: 'Ü' }],
    ['Ctrl+letter belongs to the browser', key('a', { ctrlKey: true }), 'open', false, null],
    ['Meta+Down belongs to the browser', key('ArrowDown', { metaKey: true }), 'closed', false, null],
    ['Alt+letter is not typed', key('å', { altKey: true }), 'open', false, null],
    ['Shift is ignored', key('Shift'), 'open', false, null],
  ])('%s', (_name, input, state, typingAhead, expected) => {
    expect(commandForKey(input, state, typingAhead)).toEqual(expected);
  });
});
