import { useEffect, useId, useReducer, useRef } from 'react';
import type { FocusEvent, KeyboardEvent, MouseEvent, RefObject } from 'react';
import { commandForKey, initialSelectState, isTypingAhead, selectReducer } from './select-state.ts';
import type { SelectOpenTarget, SelectSelection, SelectState } from './select-state.ts';

export interface SelectOption {
  /** Reported through `onChange`; never shown. */
  readonly id: string;
  /** The visible text of the option, and what type-ahead matches. */
  readonly name: string;
  /** BCP 47 language of `name` when it differs from the page's, e.g. language names in a language picker. */
  readonly lang?: string;
  /**
   * A short form the combobox shows instead of `name` where room is scarce, e.g. the language code "NL"; the list
   * shows `name`, and the combobox still says `name` to assistive technology.
   */
  readonly shortName?: string;
}

export interface SingleSelection {
  readonly multiple?: false;
  /** The selected option's id; `undefined` shows the placeholder. */
  readonly value: string | undefined;
  /** Called with the chosen option's id; not called when the chosen option is already the value. */
  readonly onChange: (id: string) => void;
}

export interface MultipleSelection {
  readonly multiple: true;
  /** The selected options' ids; empty shows the placeholder. */
  readonly values: readonly string[];
  /** Called with the new list: a toggled-off id removed, a toggled-on id appended. */
  readonly onChange: (ids: string[]) => void;
}

export type SelectSelectionProps = SingleSelection | MultipleSelection;

export type UseSelectOptions = SelectSelectionProps & {
  readonly options: readonly SelectOption[];
  readonly required?: boolean;
  readonly disabled?: boolean;
};

export interface SelectPropBags {
  /** `closed` while disabled. */
  readonly state: SelectState;
  readonly selection: SelectSelection;
  /** The first selected option in list order: what the combobox shows. */
  readonly displayedOption: SelectOption | undefined;
  readonly getLabelProps: () => {
    readonly id: string;
    readonly onClick: () => void;
  };
  readonly getComboboxProps: () => {
    readonly ref: RefObject<HTMLDivElement | null>;
    readonly id: string;
    readonly role: 'combobox';
    readonly tabIndex: number | undefined;
    readonly 'aria-haspopup': 'listbox';
    readonly 'aria-expanded': boolean;
    readonly 'aria-controls': string;
    readonly 'aria-activedescendant': string | undefined;
    readonly 'aria-labelledby': string;
    readonly 'aria-required': true | undefined;
    readonly 'aria-disabled': true | undefined;
    readonly 'data-state': SelectState;
    readonly 'data-selection': SelectSelection;
    readonly onClick: () => void;
    readonly onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
    readonly onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
  readonly getListboxProps: () => {
    readonly ref: RefObject<HTMLDivElement | null>;
    readonly id: string;
    readonly role: 'listbox';
    readonly tabIndex: -1;
    readonly hidden: boolean;
    readonly 'aria-labelledby': string;
    readonly 'aria-multiselectable': true | undefined;
    readonly 'data-state': SelectState;
    readonly onMouseDown: (event: MouseEvent<HTMLElement>) => void;
  };
  readonly getOptionProps: (index: number) => {
    readonly id: string;
    readonly role: 'option';
    readonly 'aria-selected': boolean;
    readonly 'data-active': '' | undefined;
    readonly onClick: () => void;
  };
}

/**
 * Behaviour of a select-only combobox (WAI-ARIA APG): DOM focus stays on the combobox, the option with visual
 * focus is its `aria-activedescendant` and is scrolled into view. A click on the combobox toggles the listbox, a
 * click on an option chooses it (the listbox keeps focus from leaving the combobox on mouse down), a press outside
 * or focus moving elsewhere closes it. A click on the label focuses the combobox, as a native label would.
 */
export function useSelect(options: UseSelectOptions): SelectPropBags {
  const { options: items, required = false, disabled = false } = options;
  const comboboxRef = useRef<HTMLDivElement>(null);
  const listboxRef = useRef<HTMLDivElement>(null);
  const labelId = useId();
  const comboboxId = useId();
  const listboxId = useId();
  const [reducerState, dispatch] = useReducer(selectReducer, initialSelectState);

  const selectedIds = new Set(
    options.multiple === true ? options.values : options.value === undefined ? [] : [options.value],
  );
  const selectedIndex = items.findIndex((item) => selectedIds.has(item.id));
  const displayedOption = items[selectedIndex];
  const selection: SelectSelection = displayedOption === undefined ? 'none' : 'some';
  // Disabling an open select closes it (adjusting state while rendering, so it does not reopen when re-enabled).
  if (disabled && reducerState.state === 'open') dispatch({ type: 'closed' });
  const state: SelectState = disabled ? 'closed' : reducerState.state;
  const activeIndex =
    reducerState.state === 'open' && reducerState.activeIndex < items.length ? reducerState.activeIndex : -1;
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  const open = (at: SelectOpenTarget) => dispatch({ type: 'opened', at, selectedIndex, optionCount: items.length });
  const close = () => dispatch({ type: 'closed' });

  const choose = (index: number) => {
    const item = items[index];
    if (item === undefined) return;
    if (options.multiple === true) {
      const next = options.values.includes(item.id)
        ? options.values.filter((id) => id !== item.id)
        : [...options.values, item.id];
      dispatch({ type: 'option-chosen', index, mode: 'multiple' });
      options.onChange(next);
    } else {
      dispatch({ type: 'option-chosen', index, mode: 'single' });
      if (options.value !== item.id) options.onChange(item.id);
    }
  };

  // A press anywhere outside the combobox and its listbox closes the list. The event's composed path also works
  // when the widget is mounted in a shadow root, where `event.target` is the shadow host.
  useEffect(() => {
    const combobox = comboboxRef.current;
    const listbox = listboxRef.current;
    if (state !== 'open' || !combobox || !listbox) return undefined;
    const document = combobox.ownerDocument;
    const handlePointerDown = (event: Event) => {
      const path = event.composedPath();
      if (!path.includes(combobox) && !path.includes(listbox)) dispatch({ type: 'closed' });
    };
    document.addEventListener('pointerdown', handlePointerDown, true);
    return () => document.removeEventListener('pointerdown', handlePointerDown, true);
  }, [state]);

  // Keep the option with visual focus visible in the scrolling listbox (jsdom has no scrollIntoView).
  useEffect(() => {
    if (state !== 'open' || activeIndex < 0) return;
    const option = listboxRef.current?.children.item(activeIndex);
    if (option && 'scrollIntoView' in option) option.scrollIntoView({ block: 'nearest' });
  }, [state, activeIndex]);

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (disabled || event.nativeEvent.isComposing) return;
    const command = commandForKey(event, state, isTypingAhead(reducerState, Date.now()));
    if (command === null) return;
    if (command.type !== 'leave') event.preventDefault();
    switch (command.type) {
      case 'open':
        open(command.at);
        return;
      case 'move':
        dispatch({ type: 'active-moved', to: command.to, optionCount: items.length });
        return;
      case 'choose':
        choose(activeIndex);
        return;
      case 'choose-and-close':
        if (options.multiple !== true) choose(activeIndex);
        close();
        return;
      case 'close':
        // The Escape closes this list only, not a dialog or menu around it.
        event.stopPropagation();
        close();
        return;
      case 'leave':
        close();
        return;
      case 'type':
        dispatch({
          type: 'character-typed',
          character: command.character,
          typedAt: Date.now(),
          optionNames: items.map((item) => item.name),
          selectedIndex,
        });
        return;
      default:
        command satisfies never;
    }
  };

  return {
    state,
    selection,
    displayedOption,
    getLabelProps: () => ({
      id: labelId,
      onClick: () => {
        if (!disabled) comboboxRef.current?.focus();
      },
    }),
    getComboboxProps: () => ({
      ref: comboboxRef,
      id: comboboxId,
      role: 'combobox',
      tabIndex: disabled ? undefined : 0,
      'aria-haspopup': 'listbox',
      'aria-expanded': state === 'open',
      'aria-controls': listboxId,
      'aria-activedescendant': state === 'open' && activeIndex >= 0 ? optionId(activeIndex) : undefined,
      'aria-labelledby': labelId,
      'aria-required': required ? true : undefined,
      'aria-disabled': disabled ? true : undefined,
      'data-state': state,
      'data-selection': selection,
      onClick: () => {
        if (disabled) return;
        if (state === 'open') close();
        else open('selection');
      },
      onKeyDown: handleKeyDown,
      onBlur: (event) => {
        const next = event.relatedTarget;
        const staysInside = next instanceof Node && (listboxRef.current?.contains(next) ?? false);
        if (state === 'open' && !staysInside) close();
      },
    }),
    getListboxProps: () => ({
      ref: listboxRef,
      id: listboxId,
      role: 'listbox',
      tabIndex: -1,
      hidden: state !== 'open',
      'aria-labelledby': labelId,
      'aria-multiselectable': options.multiple === true ? true : undefined,
      'data-state': state,
      // Keeps DOM focus on the combobox when an option (or the scrollbar) is pressed.
      onMouseDown: (event) => event.preventDefault(),
    }),
    getOptionProps: (index) => {
      const item = items[index];
      return {
        id: optionId(index),
        role: 'option',
        'aria-selected': item !== undefined && selectedIds.has(item.id),
        'data-active': index === activeIndex ? '' : undefined,
        onClick: () => choose(index),
      };
    },
  };
}
