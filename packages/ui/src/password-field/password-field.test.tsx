import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PasswordField } from './password-field.tsx';

function NewPasswordExample({ error }: { readonly error?: string }) {
  const [password, setPassword] = useState('');
  return (
    <PasswordField
      label="New password"
      autoComplete="new-password"
      showLabel="Show password"
      value={password}
      onChange={setPassword}
      hint="At least 8 characters."
      error={error}
      required
    />
  );
}

describe('PasswordField', () => {
  it('is a labelled, described password input', async () => {
    const user = userEvent.setup();
    render(<NewPasswordExample />);
    const input = screen.getByLabelText('New password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'new-password');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('At least 8 characters.');

    await user.type(input, 'correct horse');
    expect(input).toHaveValue('correct horse');
  });

  it('shows and hides the password with a toggle button that keeps focus', async () => {
    const user = userEvent.setup();
    render(<NewPasswordExample />);
    const input = screen.getByLabelText('New password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('type', 'button');
    expect(toggle).toHaveAttribute('aria-controls', input.id);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);

    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Show password', pressed: true })).toBe(toggle);
    expect(toggle).toHaveFocus();

    await user.keyboard('{Enter}');

    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveFocus();
  });

  it('ties an error to the input and marks it invalid', () => {
    render(<NewPasswordExample error="Use at least 8 characters." />);
    const input = screen.getByLabelText('New password');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('At least 8 characters. Use at least 8 characters.');
  });

  it('disables the toggle with the field', () => {
    render(
      <PasswordField
        label="Password"
        autoComplete="current-password"
        showLabel="Show password"
        value=""
        onChange={() => {}}
        disabled
      />,
    );
    expect(screen.getByLabelText('Password')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeDisabled();
  });
});
