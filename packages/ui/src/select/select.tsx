import { useEffect } from 'react';
import { RequiredMarker } from '../field/field-message.tsx';
import { visibleOptionCount } from './select-state.ts';
import { useSelect } from './use-select.ts';
import type { SelectOption, SelectSelectionProps } from './use-select.ts';
import './select.css';

export type { SelectOption } from './use-select.ts';

export type SelectProps = SelectSelectionProps & {
  /** The visible label; it names the combobox and the listbox. */
  readonly label: string;
  readonly options: readonly SelectOption[];
  /** Shown in the combobox while nothing is selected, e.g. "Choose a country" (from the caller's catalogue). */
  readonly placeholder: string;
  /** A visible marker (*) after the label and `aria-required`. */
  readonly required?: boolean;
  /** How many option rows the open list shows before it scrolls: a positive integer, otherwise 5.1. */
  readonly maxVisibleOptions?: number;
  readonly disabled?: boolean;
  /** The label is read by assistive technology but not shown (where the context names the select, e.g. a header). */
  readonly labelHidden?: boolean;
  /** Which edge of the combobox the open list lines up with; `end` for a select near the end of a row. */
  readonly listAlign?: 'start' | 'end';
};

/**
 * A select-only combobox (WAI-ARIA APG) with a single (`value`) or a multiple (`multiple`, `values`) selection.
 * The combobox shows the first selected option or the placeholder; the list opens below it, at least as wide as the
 * combobox and as wide as its longest option within the viewport.
 */
export function Select(props: SelectProps) {
  const {
    label,
    options,
    placeholder,
    required = false,
    maxVisibleOptions,
    labelHidden = false,
    listAlign = 'start',
  } = props;
  const { displayedOption, getLabelProps, getComboboxProps, getListboxProps, getOptionProps } = useSelect(props);
  const visibleOptions = visibleOptionCount(maxVisibleOptions);
  const listboxProps = getListboxProps();
  const listbox = listboxProps.ref;
  // Set through the CSS object model: a style attribute in server-rendered markup is refused by the page's CSP.
  useEffect(
    () => listbox.current?.style.setProperty('--sf-select-visible-options', String(visibleOptions)),
    [listbox, visibleOptions],
  );
  return (
    <div className="sf-field sf-select">
      <div className={labelHidden ? 'sf-visually-hidden' : 'sf-field__label-line'}>
        <span {...getLabelProps()} className="sf-select__label">
          {label}
        </span>
        {required ? <RequiredMarker /> : null}
      </div>
      <div className="sf-select__anchor">
        <div {...getComboboxProps()} className="sf-field__input sf-select__combobox">
          <span className="sf-select__value" lang={displayedOption?.lang}>
            {displayedOption?.shortName === undefined ? (
              (displayedOption?.name ?? placeholder)
            ) : (
              <>
                <span aria-hidden="true">{displayedOption.shortName}</span>
                <span className="sf-visually-hidden">{displayedOption.name}</span>
              </>
            )}
          </span>
        </div>
        <div {...listboxProps} className="sf-select__listbox" data-align={listAlign}>
          {options.map((option, index) => (
            <div {...getOptionProps(index)} key={option.id} className="sf-select__option" lang={option.lang}>
              {option.name}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
