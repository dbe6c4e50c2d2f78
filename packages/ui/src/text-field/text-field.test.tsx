import { createRef, useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './text-field.tsx';
import type { TextFieldProps } from './text-field.tsx';

function ControlledTextField(
  props: Omit<TextFieldProps, 'value' | 'onChange'> & { readonly onValue?: (value: string) => void },
) {
  const { onValue, ...fieldProps } = props;
  const [value, setValue] = useState('');
  return (
    <TextField
      {...fieldProps}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

describe('TextField', () => {
  it('is labelled, typed, and reports each change as a string', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<ControlledTextField label="E-mail" type="email" name="email" autoComplete="email" onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('name', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).not.toHaveAccessibleDescription();
    expect(input).toBeValid();

    await user.type(input, 'ada@example.com');

    expect(input).toHaveValue('ada@example.com');
    expect(onValue).toHaveBeenLastCalledWith('ada@example.com');
  });

  it('describes the field with its hint', () => {
    render(<TextField label="Postcode" value="" onChange={() => {}} hint="For example SW1A 1AA" inputMode="text" />);
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveAccessibleDescription('For example SW1A 1AA');
  });

  it('shows an error below the field, marks it invalid and describes it with hint and error', () => {
    render(
      <TextField
        label="E-mail"
        type="email"
        value="ada@"
        onChange={() => {}}
        hint="We send the confirmation there."
        error="Enter an e-mail address like name@example.com."
      />,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription(
      'We send the confirmation there. Enter an e-mail address like name@example.com.',
    );
  });

  it('marks a required field with a visible marker that stays out of its label and accessible name', () => {
    render(<TextField label="First name" value="" onChange={() => {}} required />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toBeRequired();
    expect(input).not.toHaveAttribute('required');
    expect(screen.getByLabelText('First name')).toBe(input);
  });

  it('forwards its ref to the input, can be disabled, and calls onBlur', async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLInputElement>();
    const onBlur = vi.fn();
    const { rerender } = render(<TextField label="Name" value="" onChange={() => {}} ref={ref} onBlur={onBlur} />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(ref.current).toBe(input);

    await user.click(input);
    await user.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);

    rerender(<TextField label="Name" value="" onChange={() => {}} ref={ref} disabled />);
    expect(input).toBeDisabled();
  });

  it('when a press on a control below takes the focus, tells it left only after that press’s click', async () => {
    const user = userEvent.setup();
    const onBlur = vi.fn();
    const onClick = vi.fn(() => expect(onBlur).not.toHaveBeenCalled());
    render(
      <>
        <TextField label="Name" value="" onChange={() => {}} onBlur={onBlur} />
        <button type="button" onClick={onClick}>
          Below
        </button>
      </>,
    );
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    const below = screen.getByRole('button', { name: 'Below' });

    // What leaving shows (an error) moves the button: it must not move between the press and the release.
    await user.pointer({ keys: '[MouseLeft>]', target: below });
    expect(below).toHaveFocus();
    expect(onBlur).not.toHaveBeenCalled();
    await user.pointer({ keys: '[/MouseLeft]', target: below });
    expect(onClick).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(onBlur).toHaveBeenCalledTimes(1));
  });

  it('does not take focus on page load with initialFocus outside a dialog', () => {
    render(<TextField label="Search" value="" onChange={() => {}} initialFocus />);
    expect(screen.getByRole('textbox', { name: 'Search' })).not.toHaveFocus();
  });
});

describe('TextField in a server-rendered page', () => {
  it('takes over what was typed into the field before its script hydrated it', async () => {
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const onValue = vi.fn();
    const page = <ControlledTextField label="E-mail" type="email" name="email" onValue={onValue} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const input = container.querySelector('input');
    if (!input) throw new Error('no input rendered');
    input.value = 'typed.early@example.com';

    await act(async () => {
      hydrateRoot(container, page);
    });
    expect(onValue).toHaveBeenCalledWith('typed.early@example.com');
    expect(input.value).toBe('typed.early@example.com');
    container.remove();
  });
});
