/**
 * State of a select-only combobox (WAI-ARIA APG): whether its listbox is open, which option has visual focus
 * (`aria-activedescendant`) and what the user has typed for type-ahead. The selection itself is not here: the
 * caller owns it (controlled `value` / `values`), the hook reports choices through `onChange`.
 */

/** Shown in the DOM as `data-state`. */
export type SelectState = 'closed' | 'open';

/** Shown in the DOM as `data-selection`: the combobox shows the first selected option, or the placeholder. */
export type SelectSelection = 'none' | 'some';

/** Where visual focus lands when the listbox opens: on the (first) selected option, or on the first or last. */
export type SelectOpenTarget = 'selection' | 'first' | 'last';

/** A move of visual focus inside the open listbox. Moves stop at the ends (no wrapping), as in the APG. */
export type SelectActiveMove = 'next' | 'previous' | 'first' | 'last' | 'page-down' | 'page-up';

export interface SelectTypeAhead {
  /** The characters typed so far; compared, case- and accent-insensitively, with the start of option names. */
  readonly text: string;
  /** When the last character was typed, in ms (`Date.now()`); the text starts anew after the timeout. */
  readonly typedAt: number;
}

/** A closed select has no active option and no type-ahead text: those exist only while the listbox is open. */
export type SelectReducerState =
  | { readonly state: 'closed' }
  | {
      readonly state: 'open';
      /** Index of the option with visual focus; -1 when the list is empty. */
      readonly activeIndex: number;
      readonly typeAhead: SelectTypeAhead;
    };

export type SelectAction =
  | {
      readonly type: 'opened';
      readonly at: SelectOpenTarget;
      /** Index of the first selected option, -1 when nothing is selected. */
      readonly selectedIndex: number;
      readonly optionCount: number;
    }
  | { readonly type: 'closed' }
  | { readonly type: 'active-moved'; readonly to: SelectActiveMove; readonly optionCount: number }
  /** An option was chosen (Enter, Space, click): a single select closes, a multi select stays open on it. */
  | { readonly type: 'option-chosen'; readonly index: number; readonly mode: 'single' | 'multiple' }
  | {
      readonly type: 'character-typed';
      readonly character: string;
      readonly typedAt: number;
      readonly optionNames: readonly string[];
      readonly selectedIndex: number;
    };

/** Site shell §5 and §9: type-ahead text resets 350 ms after the last character. */
export const TYPE_AHEAD_TIMEOUT_MS = 350;

/** Site shell §9: the listbox shows 5.1 options by default, so a cut-off sixth tells that the list scrolls. */
export const DEFAULT_VISIBLE_OPTIONS = 5.1;

/** How far Page Up / Page Down move visual focus (as in the APG example). */
const PAGE_SIZE = 10;

export const initialSelectState: SelectReducerState = { state: 'closed' };

const noTypeAhead: SelectTypeAhead = { text: '', typedAt: 0 };

/** Site shell §5: a supplied maximum is used only if it is a positive integer, otherwise 5.1. */
export function visibleOptionCount(maxVisibleOptions: number | undefined): number {
  return maxVisibleOptions !== undefined && Number.isInteger(maxVisibleOptions) && maxVisibleOptions > 0
    ? maxVisibleOptions
    : DEFAULT_VISIBLE_OPTIONS;
}

/** Whether a character typed at `now` continues the current type-ahead text (Space then is part of it). */
export function isTypingAhead(state: SelectReducerState, now: number): boolean {
  return state.state === 'open' && state.typeAhead.text !== '' && now - state.typeAhead.typedAt < TYPE_AHEAD_TIMEOUT_MS;
}

let typeAheadCollator: Intl.Collator | undefined;

function startsWith(name: string, text: string): boolean {
  typeAheadCollator ??= new Intl.Collator(undefined, { sensitivity: 'base', usage: 'search' });
  return typeAheadCollator.compare(name.slice(0, text.length), text) === 0;
}

/** The first option, from `start` on and wrapping around, whose name starts with `text`; -1 when none does. */
function findFrom(optionNames: readonly string[], text: string, start: number): number {
  const count = optionNames.length;
  for (let step = 0; step < count; step += 1) {
    const index = (((start + step) % count) + count) % count;
    if (startsWith(optionNames[index] ?? '', text)) return index;
  }
  return -1;
}

/**
 * Type-ahead as in native selects: a repeated single letter ("b", "bb", "bbb") cycles through the options starting
 * with it, beginning after `fromIndex`; any other text finds the first option starting with it, beginning at
 * `fromIndex` itself, so typing on within the name of the active option keeps it. -1 when nothing matches.
 */
export function findTypeAheadMatch(optionNames: readonly string[], text: string, fromIndex: number): number {
  const characters = Array.from(text);
  const first = characters[0];
  if (first === undefined) return -1;
  if (characters.every((character) => character === first)) return findFrom(optionNames, first, fromIndex + 1);
  return findFrom(optionNames, text, Math.max(fromIndex, 0));
}

function clampIndex(index: number, optionCount: number): number {
  return optionCount === 0 ? -1 : Math.min(Math.max(index, 0), optionCount - 1);
}

function openTargetIndex(at: SelectOpenTarget, selectedIndex: number, optionCount: number): number {
  switch (at) {
    case 'selection':
      return clampIndex(selectedIndex, optionCount);
    case 'first':
      return clampIndex(0, optionCount);
    case 'last':
      return clampIndex(optionCount - 1, optionCount);
    default:
      return at satisfies never;
  }
}

function movedIndex(activeIndex: number, to: SelectActiveMove, optionCount: number): number {
  switch (to) {
    case 'next':
      return clampIndex(activeIndex + 1, optionCount);
    case 'previous':
      return clampIndex(activeIndex - 1, optionCount);
    case 'first':
      return clampIndex(0, optionCount);
    case 'last':
      return clampIndex(optionCount - 1, optionCount);
    case 'page-down':
      return clampIndex(activeIndex + PAGE_SIZE, optionCount);
    case 'page-up':
      return clampIndex(activeIndex - PAGE_SIZE, optionCount);
    default:
      return to satisfies never;
  }
}

export function selectReducer(state: SelectReducerState, action: SelectAction): SelectReducerState {
  switch (action.type) {
    case 'opened':
      return {
        state: 'open',
        activeIndex: openTargetIndex(action.at, action.selectedIndex, action.optionCount),
        typeAhead: noTypeAhead,
      };
    case 'closed':
      return state.state === 'closed' ? state : initialSelectState;
    case 'active-moved':
      if (state.state === 'closed') return state;
      return { ...state, activeIndex: movedIndex(state.activeIndex, action.to, action.optionCount) };
    case 'option-chosen':
      switch (action.mode) {
        case 'single':
          return initialSelectState;
        case 'multiple':
          return { state: 'open', activeIndex: action.index, typeAhead: noTypeAhead };
        default:
          return action.mode satisfies never;
      }
    case 'character-typed': {
      const continues = isTypingAhead(state, action.typedAt);
      const text = continues && state.state === 'open' ? state.typeAhead.text + action.character : action.character;
      const fromIndex = state.state === 'open' ? state.activeIndex : action.selectedIndex;
      const match = findTypeAheadMatch(action.optionNames, text, fromIndex);
      return {
        state: 'open',
        activeIndex: match === -1 ? clampIndex(fromIndex, action.optionNames.length) : match,
        typeAhead: { text, typedAt: action.typedAt },
      };
    }
    default:
      return action satisfies never;
  }
}

/** What a key press on the combobox asks for; the hook carries it out (dispatching, or calling `onChange`). */
export type SelectKeyCommand =
  | { readonly type: 'open'; readonly at: SelectOpenTarget }
  | { readonly type: 'move'; readonly to: SelectActiveMove }
  /** Choose the active option: a single select takes it and closes, a multi select toggles it and stays open. */
  | { readonly type: 'choose' }
  /** Alt+Up: a single select takes the active option; both close. */
  | { readonly type: 'choose-and-close' }
  /** Escape: close, nothing changes. */
  | { readonly type: 'close' }
  /** Tab: close, nothing changes, and the key's default action moves focus on. */
  | { readonly type: 'leave' }
  | { readonly type: 'type'; readonly character: string };

export interface SelectKeyInput {
  readonly key: string;
  readonly altKey: boolean;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
}

function printableCharacter({ key, altKey }: SelectKeyInput): string | null {
  return !altKey && Array.from(key).length === 1 && key !== ' ' ? key : null;
}

/**
 * The APG select-only combobox keyboard table. Closed: Enter, Space, Down, Alt+Down and Up open on the selection,
 * Home and End open on the first and last option, a printable character opens and types ahead. Open: Down and Up
 * move, Home, End, Page Up and Page Down move, Enter and Space choose, Alt+Up chooses and closes, Escape closes,
 * Tab closes and moves on, printable characters type ahead (Space too, while a type-ahead text is running, so
 * "United Kingdom" can be typed). Keys with Ctrl or Meta belong to the browser and the assistive technology.
 */
export function commandForKey(
  input: SelectKeyInput,
  state: SelectState,
  typingAhead: boolean,
): SelectKeyCommand | null {
  if (input.ctrlKey || input.metaKey) return null;
  const character = printableCharacter(input);
  if (character !== null) return { type: 'type', character };
  switch (state) {
    case 'closed':
      switch (input.key) {
        case 'Enter':
        case ' ':
        case 'ArrowDown':
        case 'ArrowUp':
          return { type: 'open', at: 'selection' };
        case 'Home':
          return { type: 'open', at: 'first' };
        case 'End':
          return { type: 'open', at: 'last' };
        default:
          return null;
      }
    case 'open':
      switch (input.key) {
        case 'ArrowDown':
          return input.altKey ? null : { type: 'move', to: 'next' };
        case 'ArrowUp':
          return input.altKey ? { type: 'choose-and-close' } : { type: 'move', to: 'previous' };
        case 'Home':
          return { type: 'move', to: 'first' };
        case 'End':
          return { type: 'move', to: 'last' };
        case 'PageDown':
          return { type: 'move', to: 'page-down' };
        case 'PageUp':
          return { type: 'move', to: 'page-up' };
        case 'Enter':
          return { type: 'choose' };
        case ' ':
          return typingAhead && !input.altKey ? { type: 'type', character: ' ' } : { type: 'choose' };
        case 'Escape':
          return { type: 'close' };
        case 'Tab':
          return { type: 'leave' };
        default:
          return null;
      }
    default:
      return state satisfies never;
  }
}
