import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountDialogRequest } from '@shopfront/api';
import { openAccountDialog } from '@shopfront/api/browser';
import { type AccountDialogOpener, listenForAccountDialogRequests } from './account-dialog-requests.ts';

/** A promise the test settles itself: the widget's code "arrives" exactly when the test says so. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((resolvePromise, rejectPromise) => {
    resolve = resolvePromise;
    reject = rejectPromise;
  });
  return { promise, resolve, reject };
}

/** Lets the promise callbacks queued so far run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('listenForAccountDialogRequests', () => {
  let stopListening: (() => void) | undefined;
  afterEach(() => stopListening?.());

  function listen() {
    const widget = deferred<AccountDialogOpener>();
    const loadOpener = vi.fn(() => widget.promise);
    const open = vi.fn<AccountDialogOpener>(async () => undefined);
    stopListening = listenForAccountDialogRequests(loadOpener);
    return { widget, loadOpener, open };
  }

  it('opens a request made before the widget has loaded, once, when it has', async () => {
    const { widget, loadOpener, open } = listen();
    openAccountDialog({ dialog: 'login' });
    await settle();
    expect(open).not.toHaveBeenCalled();

    widget.resolve(open);
    await settle();
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith({ dialog: 'login' });
    expect(loadOpener).toHaveBeenCalledTimes(1);
  });

  it('shows only the latest of the requests made while the widget loads', async () => {
    const { widget, loadOpener, open } = listen();
    openAccountDialog({ dialog: 'login' });
    window.dispatchEvent(new CustomEvent('shopfront:account-dialog', { detail: { dialog: 'change-email' } }));
    widget.resolve(open);
    await settle();
    expect(open.mock.calls).toEqual([[{ dialog: 'change-email' }]]);
    expect(loadOpener).toHaveBeenCalledTimes(1);
  });

  it('opens each later request with the widget already loaded, and ignores what is not a dialog request', async () => {
    const { widget, loadOpener, open } = listen();
    widget.resolve(open);
    openAccountDialog({ dialog: 'login' });
    await settle();
    window.dispatchEvent(new CustomEvent('shopfront:account-dialog', { detail: { dialog: 'unknown' } }));
    openAccountDialog({ dialog: 'forgot-password' });
    await settle();
    const requests: AccountDialogRequest[] = [{ dialog: 'login' }, { dialog: 'forgot-password' }];
    expect(open.mock.calls).toEqual(requests.map((request) => [request]));
    expect(loadOpener).toHaveBeenCalledTimes(1);
  });

  it('loads again on the next request after a load that failed, and logs the failure', async () => {
    const { widget, loadOpener, open } = listen();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    openAccountDialog({ dialog: 'login' });
    widget.reject(new Error('chunk failed'));
    await settle();
    expect(logged).toHaveBeenCalledTimes(1);
    expect(open).not.toHaveBeenCalled();

    loadOpener.mockResolvedValueOnce(open);
    openAccountDialog({ dialog: 'login' });
    await settle();
    expect(open.mock.calls).toEqual([[{ dialog: 'login' }]]);
    expect(loadOpener).toHaveBeenCalledTimes(2);
  });

  describe('on the visitor’s intent', () => {
    /** A host's button that opens the login dialog, marked as docs/events.md "Intent" says, and one that is not. */
    function hostButtons() {
      document.body.innerHTML = `
        <button type="button" data-shopfront-dialog="login"><span>Log in</span></button>
        <button type="button">Add to basket</button>`;
      const [logIn, other] = document.querySelectorAll('button');
      if (!logIn || !other) throw new Error('the buttons were not created');
      return { logIn, other };
    }
    afterEach(() => document.body.replaceChildren());

    it('loads the widget when the pointer reaches a marked element, once, and the click finds it loaded', async () => {
      const user = userEvent.setup();
      const { logIn } = hostButtons();
      const { widget, loadOpener, open } = listen();
      const label = logIn.querySelector('span');
      if (!label) throw new Error('the button has no label');
      await user.hover(label);
      await user.unhover(label);
      await user.hover(logIn);
      expect(loadOpener).toHaveBeenCalledTimes(1);
      expect(open).not.toHaveBeenCalled();

      widget.resolve(open);
      await settle();
      await user.unhover(logIn);
      await user.hover(logIn);
      openAccountDialog({ dialog: 'login' });
      await settle();
      expect(open.mock.calls).toEqual([[{ dialog: 'login' }]]);
      expect(loadOpener).toHaveBeenCalledTimes(1);
    });

    it('loads it when the keyboard focus lands on a marked element', () => {
      const { logIn } = hostButtons();
      const { loadOpener } = listen();
      logIn.focus();
      expect(loadOpener).toHaveBeenCalledTimes(1);
    });

    it('loads nothing for a pointer or focus elsewhere, nor once it stopped listening', async () => {
      const user = userEvent.setup();
      const { logIn, other } = hostButtons();
      const { loadOpener } = listen();
      await user.hover(other);
      other.focus();
      expect(loadOpener).not.toHaveBeenCalled();

      stopListening?.();
      await user.hover(logIn);
      logIn.focus();
      expect(loadOpener).not.toHaveBeenCalled();
    });

    it('tries again on the next intent after a load that failed, quietly: the click reports its own failure', async () => {
      const user = userEvent.setup();
      const { logIn } = hostButtons();
      const { widget, loadOpener, open } = listen();
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      await user.hover(logIn);
      widget.reject(new Error('chunk failed'));
      await settle();
      expect(logged).not.toHaveBeenCalled();

      loadOpener.mockResolvedValueOnce(open);
      logIn.focus();
      await settle();
      openAccountDialog({ dialog: 'login' });
      await settle();
      expect(loadOpener).toHaveBeenCalledTimes(2);
      expect(open.mock.calls).toEqual([[{ dialog: 'login' }]]);
    });
  });

  describe('before the widget listens', () => {
    afterEach(() => Reflect.deleteProperty(window, 'shopfrontAccountDialogQueue'));

    it('queues a request nobody took, and the widget shows it once when it starts, the latest only', async () => {
      openAccountDialog({ dialog: 'change-email' });
      // What docs/events.md tells a host without the packages to do: dispatch cancelable, queue when nobody took it.
      const request = { dialog: 'login', targetUrl: '/gb/account' };
      if (window.dispatchEvent(new CustomEvent('shopfront:account-dialog', { detail: request, cancelable: true }))) {
        const queue: unknown[] = Reflect.get(window, 'shopfrontAccountDialogQueue') ?? [];
        queue.push(request);
        Reflect.set(window, 'shopfrontAccountDialogQueue', queue);
      }
      const { widget, loadOpener, open } = listen();
      widget.resolve(open);
      await settle();
      expect(open.mock.calls).toEqual([[request]]);
      expect(loadOpener).toHaveBeenCalledTimes(1);
      expect(Reflect.get(window, 'shopfrontAccountDialogQueue')).toBeUndefined();

      stopListening?.();
      const { widget: secondWidget, open: secondOpen } = listen();
      secondWidget.resolve(secondOpen);
      await settle();
      expect(secondOpen).not.toHaveBeenCalled();
    });

    it('queues nothing that a listening widget took', async () => {
      const { widget, open } = listen();
      widget.resolve(open);
      openAccountDialog({ dialog: 'login' });
      await settle();
      expect(open).toHaveBeenCalledTimes(1);
      expect(Reflect.get(window, 'shopfrontAccountDialogQueue')).toBeUndefined();
    });

    it('skips what in the queue is not a dialog request', async () => {
      Reflect.set(window, 'shopfrontAccountDialogQueue', [{ dialog: 'login' }, { dialog: 'unknown' }, 'login']);
      const { widget, open } = listen();
      widget.resolve(open);
      await settle();
      expect(open.mock.calls).toEqual([[{ dialog: 'login' }]]);
    });
  });
});
