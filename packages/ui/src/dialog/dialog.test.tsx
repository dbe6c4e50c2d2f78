import { StrictMode, useState } from 'react';
import type { ReactNode } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button.tsx';
import { TextField } from '../text-field/text-field.tsx';
import { Dialog } from './dialog.tsx';

function nextTask() {
  return act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

function SignInDialogExample({ children }: { readonly children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Sign in
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        size="small"
        title="Sign in to your account"
        description="Use the e-mail address of your shop account."
        closeLabel="Close"
      >
        {children ?? (
          <>
            <TextField label="E-mail" type="email" value={email} onChange={setEmail} />
            <Button variant="primary">Continue</Button>
          </>
        )}
      </Dialog>
    </>
  );
}

async function openSignInDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return screen.getByRole('dialog', { name: 'Sign in to your account' });
}

describe('Dialog', () => {
  it('opens modally, named by its title and described by its description, with focus on the first field', async () => {
    const user = userEvent.setup();
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    render(<SignInDialogExample />);
    expect(screen.getByRole('dialog', { hidden: true })).toHaveAttribute('data-state', 'closed');

    const dialog = await openSignInDialog(user);

    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('data-state', 'open');
    expect(dialog).toHaveAccessibleName('Sign in to your account');
    expect(dialog).toHaveAccessibleDescription('Use the e-mail address of your shop account.');
    expect(screen.getByRole('heading', { level: 2, name: 'Sign in to your account' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Close' })).not.toHaveFocus();
  });

  it('focuses the field marked initialFocus rather than the first one', async () => {
    const user = userEvent.setup();
    render(
      <SignInDialogExample>
        <TextField label="E-mail" value="ada@example.com" onChange={() => {}} />
        <TextField label="Password" type="password" value="" onChange={() => {}} initialFocus />
      </SignInDialogExample>,
    );
    await openSignInDialog(user);
    expect(screen.getByLabelText('Password')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveFocus();
  });

  it('focuses the first focusable element of the content when it has no field, else the close button', async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <SignInDialogExample>
        <p>Your password has been changed.</p>
        <Button variant="primary">Done</Button>
      </SignInDialogExample>,
    );
    await openSignInDialog(user);
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
    unmount();

    render(
      <SignInDialogExample>
        <p>Your password has been changed.</p>
      </SignInDialogExample>,
    );
    await openSignInDialog(user);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('turns Escape (the cancel event) into a close request and stays open until the caller closes it', () => {
    const onClose = vi.fn();
    render(
      <Dialog open onClose={onClose} size="large" title="Change e-mail" closeLabel="Close">
        <TextField label="New e-mail" type="email" value="" onChange={() => {}} />
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Change e-mail' });

    const notPrevented = fireEvent(dialog, new Event('cancel', { cancelable: true }));

    expect(notPrevented).toBe(false);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog).toHaveAttribute('open');
    expect(dialog).not.toHaveAttribute('aria-describedby');
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    render(<SignInDialogExample />);
    const dialog = await openSignInDialog(user);

    fireEvent(dialog, new Event('cancel', { cancelable: true }));

    expect(dialog).not.toHaveAttribute('open');
    expect(dialog).toHaveAttribute('data-state', 'closed');
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveFocus();
  });

  it('closes with the close button and returns focus to the opener', async () => {
    const user = userEvent.setup();
    render(<SignInDialogExample />);
    const dialog = await openSignInDialog(user);

    await user.click(screen.getByRole('button', { name: 'Close' }));

    expect(dialog).toHaveAttribute('data-state', 'closed');
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveFocus();
  });

  it('asks to close on a backdrop click, not on a click inside the content or a drag out of it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Dialog open onClose={onClose} size="small" title="Sign in" closeLabel="Close">
        <TextField label="E-mail" type="email" value="" onChange={() => {}} />
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Sign in' });
    const field = screen.getByRole('textbox', { name: 'E-mail' });

    await user.click(field);
    await user.click(screen.getByRole('heading', { name: 'Sign in' }));
    await user.pointer([{ keys: '[MouseLeft>]', target: field }, { target: dialog }, { keys: '[/MouseLeft]' }]);
    expect(onClose).not.toHaveBeenCalled();

    await user.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('returns focus to the opener when unmounted while open', async () => {
    const user = userEvent.setup();
    function Example() {
      const [shown, setShown] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setShown(true)}>
            Account
          </button>
          {shown ? (
            <Dialog open onClose={() => setShown(false)} size="small" title="Account" closeLabel="Close">
              <Button variant="secondary" onClick={() => setShown(false)}>
                Sign out
              </Button>
            </Dialog>
          ) : null}
        </>
      );
    }
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Account' }));
    expect(screen.getByRole('button', { name: 'Sign out' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account' })).toHaveFocus();
  });

  it('tells the caller when the browser closed the dialog by itself, and only then', async () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <Dialog open onClose={onClose} size="small" title="Sign in" closeLabel="Close">
        <TextField label="E-mail" value="" onChange={() => {}} />
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Sign in' });

    rerender(
      <Dialog open={false} onClose={onClose} size="small" title="Sign in" closeLabel="Close">
        <TextField label="E-mail" value="" onChange={() => {}} />
      </Dialog>,
    );
    await nextTask();
    expect(onClose).not.toHaveBeenCalled();

    rerender(
      <Dialog open onClose={onClose} size="small" title="Sign in" closeLabel="Close">
        <TextField label="E-mail" value="" onChange={() => {}} />
      </Dialog>,
    );
    if (!(dialog instanceof HTMLDialogElement)) throw new Error('not a <dialog>');
    dialog.close();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('focuses an initialFocus field that appears while the dialog is open', async () => {
    const user = userEvent.setup();
    function Example() {
      const [step, setStep] = useState<'email' | 'password'>('email');
      return (
        <Dialog open onClose={() => {}} size="small" title="Sign in" closeLabel="Close">
          {step === 'email' ? (
            <Button variant="primary" onClick={() => setStep('password')}>
              Next
            </Button>
          ) : (
            <TextField label="Password" type="password" value="" onChange={() => {}} initialFocus />
          )}
        </Dialog>
      );
    }
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('works under StrictMode, whose effects run twice', async () => {
    const user = userEvent.setup();
    render(
      <StrictMode>
        <SignInDialogExample />
      </StrictMode>,
    );
    const dialog = await openSignInDialog(user);
    await nextTask();
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('data-state', 'open');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Close' }));

    expect(dialog).not.toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveFocus();
  });

  it('works under StrictMode when it mounts already open, with an initialFocus field', async () => {
    const user = userEvent.setup();
    function Example() {
      const [shown, setShown] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setShown(true)}>
            Change password
          </button>
          {shown ? (
            <Dialog open onClose={() => setShown(false)} size="small" title="Change password" closeLabel="Close">
              <TextField label="Current password" type="password" value="" onChange={() => {}} />
              <TextField label="New password" type="password" value="" onChange={() => {}} initialFocus />
            </Dialog>
          ) : null}
        </>
      );
    }
    render(
      <StrictMode>
        <Example />
      </StrictMode>,
    );
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    // The simulated unmount closed the dialog once; its late `close` event must not read as a close request.
    await nextTask();
    const dialog = screen.getByRole('dialog', { name: 'Change password' });
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByLabelText('New password')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change password' })).toHaveFocus();
  });
});
