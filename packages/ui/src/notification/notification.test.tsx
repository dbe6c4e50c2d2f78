import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Notification } from './notification.tsx';
import type { NotificationTone } from './notification.tsx';

describe('Notification', () => {
  it('is an alert for errors, with the title and details as its text', () => {
    render(
      <Notification tone="error" title="Sign-in failed">
        <p>The e-mail address or the password is wrong.</p>
      </Notification>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Sign-in failed');
    expect(alert).toHaveTextContent('The e-mail address or the password is wrong.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it.each<[NotificationTone, string]>([
    ['success', 'Password changed'],
    ['info', 'Check your inbox'],
  ])('is a status for %s', (tone, title) => {
    render(<Notification tone={tone} title={title} />);
    expect(screen.getByRole('status')).toHaveTextContent(title);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
