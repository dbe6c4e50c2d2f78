import { useState } from 'react';
import type { ReactElement } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Select } from './select.tsx';
import type { SelectOption } from './select.tsx';

const countries: readonly SelectOption[] = [
  { id: 'at', name: 'Austria' },
  { id: 'be', name: 'Belgium' },
  { id: 'bg', name: 'Bulgaria' },
  { id: 'hr', name: 'Croatia' },
  { id: 'dk', name: 'Denmark' },
  { id: 'gb', name: 'United Kingdom' },
  { id: 'us', name: 'United States' },
];
const countrySelect = { label: 'Country', options: countries, placeholder: 'Choose a country' };

function CountryExample({
  initialValue,
  onChange,
  required,
}: {
  readonly initialValue?: string;
  readonly onChange?: (id: string) => void;
  readonly required?: boolean;
}) {
  const [value, setValue] = useState(initialValue);
  return (
    <>
      <Select
        {...countrySelect}
        value={value}
        onChange={(id) => {
          setValue(id);
          onChange?.(id);
        }}
        required={required}
      />
      <button type="button">Continue</button>
    </>
  );
}

function LanguagesExample({
  initialValues = [],
  required,
  onChange,
}: {
  readonly initialValues?: readonly string[];
  readonly required?: boolean;
  readonly onChange?: (ids: string[]) => void;
}) {
  const [values, setValues] = useState(initialValues);
  return (
    <>
      <Select
        label="Languages"
        multiple
        required={required}
        options={[
          { id: 'de', name: 'Deutsch', lang: 'de' },
          { id: 'fr', name: 'Français', lang: 'fr' },
          { id: 'it', name: 'Italiano', lang: 'it' },
        ]}
        placeholder="No language chosen"
        values={values}
        onChange={(ids) => {
          setValues(ids);
          onChange?.(ids);
        }}
      />
      <button type="button">Continue</button>
    </>
  );
}

function getCombobox(name = 'Country') {
  return screen.getByRole('combobox', { name });
}

function activeOption(combobox: HTMLElement) {
  const id = combobox.getAttribute('aria-activedescendant');
  return id === null ? null : document.getElementById(id);
}

afterEach(() => {
  vi.useRealTimers();
});

/** Type-ahead reads the clock (Date.now) instead of running a timer, so only Date is faked. */
async function focusForTypeAhead(example: ReactElement, name: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  const user = userEvent.setup();
  render(example);
  await user.tab();
  return { user, combobox: getCombobox(name) };
}

/** Each step: let this many milliseconds pass, type these keys, then this option is the active one. */
async function typeAhead(
  user: UserEvent,
  combobox: HTMLElement,
  steps: readonly (readonly [waitMs: number, keys: string, activeName: string])[],
) {
  for (const [waitMs, keys, activeName] of steps) {
    vi.advanceTimersByTime(waitMs);
    await user.keyboard(keys);
    expect(activeOption(combobox)).toHaveTextContent(activeName);
  }
}

describe('Select', () => {
  it('is a closed select-only combobox named by its visible label, showing the placeholder', () => {
    render(<CountryExample />);
    const combobox = getCombobox();
    expect(combobox).toHaveAttribute('tabindex', '0');
    expect(combobox).toHaveAttribute('aria-haspopup', 'listbox');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    const listbox = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
    expect(listbox).toHaveAttribute('role', 'listbox');
    expect(listbox).not.toBeVisible();
    expect(combobox).not.toHaveAttribute('aria-activedescendant');
    expect(combobox).toHaveTextContent('Choose a country');
    expect(combobox).toHaveAttribute('data-state', 'closed');
    expect(combobox).toHaveAttribute('data-selection', 'none');
    expect(screen.getByText('Country')).toBeVisible();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it.each([['{Enter}'], [' '], ['{Alt>}{ArrowDown}{/Alt}'], ['{ArrowDown}']])(
    'opens from the keyboard with %s on the selected option, keeping focus on the combobox',
    async (keys) => {
      const user = userEvent.setup();
      render(<CountryExample initialValue="hr" />);
      await user.tab();
      const combobox = getCombobox();
      expect(combobox).toHaveFocus();

      await user.keyboard(keys);

      const listbox = screen.getByRole('listbox', { name: 'Country' });
      expect(combobox).toHaveAttribute('aria-expanded', 'true');
      expect(combobox).toHaveAttribute('data-state', 'open');
      expect(activeOption(combobox)).toBe(within(listbox).getByRole('option', { name: 'Croatia', selected: true }));
      expect(combobox).toHaveFocus();
    },
  );

  it('opens and closes with a click on the combobox', async () => {
    const user = userEvent.setup();
    render(<CountryExample />);
    const combobox = getCombobox();

    await user.click(combobox);
    expect(screen.getByRole('listbox', { name: 'Country' })).toBeVisible();
    expect(combobox).toHaveFocus();
    expect(activeOption(combobox)).toBe(screen.getByRole('option', { name: 'Austria' }));

    await user.click(combobox);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves visual focus with the arrow keys, Home and End, through aria-activedescendant', async () => {
    const user = userEvent.setup();
    render(<CountryExample />);
    await user.tab();
    const combobox = getCombobox();

    await user.keyboard('{ArrowDown}');
    expect(activeOption(combobox)).toHaveTextContent('Austria');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption(combobox)).toHaveTextContent('Bulgaria');

    await user.keyboard('{ArrowUp}');
    expect(activeOption(combobox)).toHaveTextContent('Belgium');

    await user.keyboard('{End}');
    expect(activeOption(combobox)).toHaveTextContent('United States');

    await user.keyboard('{ArrowDown}');
    expect(activeOption(combobox)).toHaveTextContent('United States');

    await user.keyboard('{Home}');
    expect(activeOption(combobox)).toHaveTextContent('Austria');
    expect(combobox).toHaveFocus();
  });

  it('selects the active option with Enter and closes', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<CountryExample onChange={onChange} />);
    await user.tab();
    const combobox = getCombobox();

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');

    expect(onChange).toHaveBeenCalledExactlyOnceWith('bg');
    expect(combobox).toHaveTextContent('Bulgaria');
    expect(combobox).toHaveAttribute('data-selection', 'some');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Bulgaria' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: 'Belgium' })).toHaveAttribute('aria-selected', 'false');
  });

  it('selects an option with a click and closes, keeping focus on the combobox', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<CountryExample onChange={onChange} />);
    const combobox = getCombobox();

    await user.click(combobox);
    await user.click(screen.getByRole('option', { name: 'Denmark' }));

    expect(onChange).toHaveBeenCalledExactlyOnceWith('dk');
    expect(combobox).toHaveTextContent('Denmark');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(combobox).toHaveFocus();
  });

  it('does not report choosing the option that is already selected', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<CountryExample initialValue="dk" onChange={onChange} />);
    await user.click(getCombobox());
    await user.keyboard('{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(getCombobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with Escape and keeps the old value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<CountryExample initialValue="be" onChange={onChange} />);
    await user.tab();
    const combobox = getCombobox();

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Escape}');

    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(combobox).toHaveTextContent('Belgium');
    expect(combobox).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('closes with Tab without selecting, and focus moves on', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<CountryExample onChange={onChange} />);
    await user.tab();
    const combobox = getCombobox();

    await user.keyboard('{ArrowDown}{ArrowDown}');
    await user.tab();

    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveTextContent('Choose a country');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('closes on a click outside without selecting', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<CountryExample onChange={onChange} />);
    const combobox = getCombobox();

    await user.click(combobox);
    expect(screen.getByRole('listbox', { name: 'Country' })).toBeVisible();

    await user.click(document.body);

    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(combobox).toHaveAttribute('data-state', 'closed');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('types ahead: letters build a search that resets after 350 ms, a repeated letter cycles', async () => {
    const { user, combobox } = await focusForTypeAhead(<CountryExample />, 'Country');

    await typeAhead(user, combobox, [[0, 'b', 'Belgium']]);
    expect(combobox).toHaveAttribute('aria-expanded', 'true');

    await typeAhead(user, combobox, [
      [0, 'b', 'Bulgaria'],
      [0, 'b', 'Belgium'],
      [350, 'u', 'United Kingdom'],
      // Space belongs to the search while it runs, so multi-word names can be typed.
      [0, 'nited s', 'United States'],
    ]);
    expect(combobox).toHaveAttribute('aria-expanded', 'true');

    await typeAhead(user, combobox, [
      [349, '{ArrowUp}', 'United Kingdom'],
      [350, 'd', 'Denmark'],
    ]);
    await user.keyboard('{Enter}');
    expect(combobox).toHaveTextContent('Denmark');
  });

  it('keeps building the type-ahead search within 350 ms', async () => {
    const { user, combobox } = await focusForTypeAhead(<CountryExample />, 'Country');
    await typeAhead(user, combobox, [
      [0, 'b', 'Belgium'],
      [349, 'u', 'Bulgaria'],
    ]);
  });

  it('toggles options in a multi select, stays open, and returns to the placeholder when emptied', async () => {
    const user = userEvent.setup();
    render(<LanguagesExample />);
    const combobox = getCombobox('Languages');
    expect(combobox).toHaveTextContent('No language chosen');

    await user.click(combobox);
    const listbox = screen.getByRole('listbox', { name: 'Languages' });
    expect(listbox).toHaveAttribute('aria-multiselectable', 'true');

    await user.click(within(listbox).getByRole('option', { name: 'Italiano' }));
    expect(listbox).toBeVisible();
    expect(combobox).toHaveTextContent('Italiano');
    expect(combobox).toHaveAttribute('data-selection', 'some');

    await user.keyboard('{Home}{Enter}');
    expect(listbox).toBeVisible();
    expect(within(listbox).getByRole('option', { name: 'Deutsch' })).toHaveAttribute('aria-selected', 'true');
    expect(within(listbox).getByRole('option', { name: 'Italiano' })).toHaveAttribute('aria-selected', 'true');
    // The first selected option in list order is shown, in its own language.
    expect(combobox).toHaveTextContent('Deutsch');
    expect(within(combobox).getByText('Deutsch')).toHaveAttribute('lang', 'de');

    await user.keyboard(' ');
    await user.click(within(listbox).getByRole('option', { name: 'Italiano' }));
    expect(within(listbox).queryAllByRole('option', { selected: true })).toHaveLength(0);
    expect(combobox).toHaveTextContent('No language chosen');
    expect(combobox).toHaveAttribute('data-selection', 'none');
    expect(listbox).toBeVisible();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('sets each option language on the option', async () => {
    const user = userEvent.setup();
    render(<LanguagesExample />);
    await user.click(getCombobox('Languages'));
    expect(screen.getByRole('option', { name: 'Français' })).toHaveAttribute('lang', 'fr');
  });

  it('marks a required select with a visible asterisk and aria-required', () => {
    render(<CountryExample required />);
    const combobox = getCombobox();
    expect(combobox).toHaveAttribute('aria-required', 'true');
    expect(combobox).toHaveAccessibleName('Country');
    expect(screen.getByText('*')).toBeVisible();
  });

  it('has no asterisk and no aria-required when optional', () => {
    render(<CountryExample />);
    expect(getCombobox()).not.toHaveAttribute('aria-required');
    expect(screen.queryByText('*')).not.toBeInTheDocument();
  });

  it('focuses the combobox on a click on its label', async () => {
    const user = userEvent.setup();
    render(<CountryExample />);
    await user.click(screen.getByText('Country'));
    expect(getCombobox()).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it.each<[number | undefined, string]>([
    [undefined, '5.1'],
    [0, '5.1'],
    [2.5, '5.1'],
    [3, '3'],
  ])('limits the visible rows for maxVisibleOptions %s to %s', async (maxVisibleOptions, rows) => {
    const user = userEvent.setup();
    render(<Select {...countrySelect} value={undefined} onChange={() => {}} maxVisibleOptions={maxVisibleOptions} />);
    await user.click(getCombobox());
    const listbox = screen.getByRole('listbox', { name: 'Country' });
    expect(listbox.style.getPropertyValue('--sf-select-visible-options')).toBe(rows);
  });

  it('can be disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Select {...countrySelect} value="at" onChange={onChange} disabled />);
    const combobox = getCombobox();
    expect(combobox).toHaveAttribute('aria-disabled', 'true');
    expect(combobox).not.toHaveAttribute('tabindex');

    await user.click(combobox);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('closes when disabled while open, and stays closed when enabled again', async () => {
    const user = userEvent.setup();
    const select = (disabled: boolean) => (
      <Select {...countrySelect} value={undefined} onChange={() => {}} disabled={disabled} />
    );
    const { rerender } = render(select(false));
    await user.click(getCombobox());
    expect(screen.getByRole('listbox', { name: 'Country' })).toBeVisible();

    rerender(select(true));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    rerender(select(false));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(getCombobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('compact: shows the short form of the selection and says its full name, lists the full names, the label read but not shown', async () => {
    const user = userEvent.setup();
    render(
      <Select
        label="Language"
        labelHidden
        listAlign="end"
        options={[
          { id: 'nl-BE', name: 'Nederlands', shortName: 'NL', lang: 'nl-BE' },
          { id: 'fr-BE', name: 'Français', shortName: 'FR', lang: 'fr-BE' },
        ]}
        placeholder="Choose a language"
        value="nl-BE"
        onChange={() => {}}
      />,
    );
    const combobox = screen.getByRole('combobox', { name: 'Language' });
    expect(combobox).toHaveTextContent('NLNederlands');
    expect(within(combobox).getByText('NL')).toHaveAttribute('aria-hidden', 'true');
    expect(within(combobox).getByText('Nederlands')).toHaveClass('sf-visually-hidden');
    expect(screen.getByText('Language').parentElement).toHaveClass('sf-visually-hidden');
    await user.click(combobox);
    const listbox = screen.getByRole('listbox', { name: 'Language' });
    expect(listbox).toHaveAttribute('data-align', 'end');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Nederlands', 'Français']);
  });
});

describe('Select in multi mode (the partner locator services filter)', () => {
  it('toggles by keyboard alone, reports the list in choosing order, and stays open until Escape or Tab', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<LanguagesExample onChange={onChange} />);
    await user.tab();
    const combobox = getCombobox('Languages');
    expect(combobox).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    const listbox = screen.getByRole('listbox', { name: 'Languages' });
    await user.keyboard('{End}{Enter}');
    await user.keyboard('{Home} ');
    expect(onChange).toHaveBeenLastCalledWith(['it', 'de']);
    expect(listbox).toBeVisible();
    // The combobox shows the first selected option in list order, not the first chosen.
    expect(combobox).toHaveTextContent('Deutsch');

    // Alt+Up closes without choosing anything more.
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onChange).toHaveBeenCalledTimes(2);

    // Reopening lands on the first selected option; Tab closes, changes nothing, and moves on.
    await user.keyboard('{Enter}');
    expect(activeOption(combobox)).toHaveTextContent('Deutsch');
    await user.keyboard('{ArrowDown}');
    await user.tab();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('opens on the first selected option and shows it, in its language', async () => {
    const user = userEvent.setup();
    render(<LanguagesExample initialValues={['it', 'fr']} />);
    const combobox = getCombobox('Languages');
    expect(combobox).toHaveTextContent('Français');
    expect(combobox).toHaveAttribute('data-selection', 'some');
    await user.click(combobox);
    expect(activeOption(combobox)).toHaveTextContent('Français');
    expect(
      within(screen.getByRole('listbox', { name: 'Languages' })).getAllByRole('option', { selected: true }),
    ).toHaveLength(2);
  });

  it('types ahead, and starts a new search 350 ms after the last character', async () => {
    const { user, combobox } = await focusForTypeAhead(<LanguagesExample />, 'Languages');
    await typeAhead(user, combobox, [
      [0, 'i', 'Italiano'],
      [349, 't', 'Italiano'],
      [350, 'f', 'Français'],
    ]);
    await user.keyboard('{Enter}');
    expect(combobox).toHaveTextContent('Français');
    expect(screen.getByRole('listbox', { name: 'Languages' })).toBeVisible();
  });

  it('marks a required multi select with an asterisk and aria-required', () => {
    render(<LanguagesExample required />);
    expect(getCombobox('Languages')).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('*')).toBeVisible();
  });
});
