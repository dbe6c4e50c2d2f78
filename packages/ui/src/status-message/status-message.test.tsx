import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusMessage } from './status-message.tsx';

describe('StatusMessage', () => {
  it('is a polite live region that stays mounted while its text changes', () => {
    const { rerender } = render(<StatusMessage />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();

    rerender(<StatusMessage>Password strength: weak</StatusMessage>);
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent('Password strength: weak');

    rerender(<StatusMessage>Password strength: strong</StatusMessage>);
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent('Password strength: strong');
  });
});
