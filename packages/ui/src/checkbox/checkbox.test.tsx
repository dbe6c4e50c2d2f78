import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox.tsx';

function TermsExample({
  error,
  onChecked,
}: {
  readonly error?: string;
  readonly onChecked?: (checked: boolean) => void;
}) {
  const [checked, setChecked] = useState(false);
  return (
    <Checkbox
      label={
        <>
          I accept the <a href="/gb/legal/terms">terms of use</a>
        </>
      }
      description="You can read them at any time in your account."
      checked={checked}
      onChange={(next) => {
        setChecked(next);
        onChecked?.(next);
      }}
      name="terms"
      error={error}
      required
    />
  );
}

describe('Checkbox', () => {
  it('is a native checkbox labelled by its label, links included, and described by its description', () => {
    render(<TermsExample />);
    const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms of use' });
    expect(checkbox).toHaveAttribute('name', 'terms');
    expect(checkbox).toHaveAttribute('aria-required', 'true');
    expect(checkbox).toHaveAccessibleDescription('You can read them at any time in your account.');
    expect(screen.getByRole('link', { name: 'terms of use' })).toHaveAttribute('href', '/gb/legal/terms');
  });

  it('toggles with a click on the box, on the label text, and with the space key', async () => {
    const user = userEvent.setup();
    const onChecked = vi.fn();
    render(<TermsExample onChecked={onChecked} />);
    const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms of use' });

    await user.click(checkbox);
    expect(checkbox).toBeChecked();

    await user.click(screen.getByLabelText('I accept the terms of use'));
    expect(checkbox).not.toBeChecked();

    await user.keyboard(' ');
    expect(checkbox).toBeChecked();
    expect(onChecked.mock.calls).toEqual([[true], [false], [true]]);
  });

  it('ties an error to the checkbox and marks it invalid', () => {
    render(<TermsExample error="Accept the terms of use to continue." />);
    const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms of use' });
    expect(checkbox).toBeInvalid();
    expect(checkbox).toHaveAccessibleDescription(
      'You can read them at any time in your account. Accept the terms of use to continue.',
    );
  });

  it('can be disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Checkbox label="Newsletter" checked={false} onChange={onChange} disabled />);
    const checkbox = screen.getByRole('checkbox', { name: 'Newsletter' });
    expect(checkbox).toBeDisabled();
    await user.click(checkbox);
    expect(onChange).not.toHaveBeenCalled();
  });
});
