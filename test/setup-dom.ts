import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// An unexpected console.error (React warnings, failed prop types, act() misuse) fails the test.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// Node's fetch needs absolute URLs; the browser resolves the clients' relative ones against the page.
const nodeFetch = globalThis.fetch;
globalThis.fetch = (input, init) =>
  nodeFetch(typeof input === 'string' ? new URL(input, window.location.href) : input, init);

// jsdom has <dialog> without showModal()/close(). A minimal stand-in, in the test setup and not in the component: it throws
// like a browser when asked to open an open dialog, and fires `close` in a later task like a browser.
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  if (!this.open) return;
  this.removeAttribute('open');
  setTimeout(() => this.dispatchEvent(new Event('close')), 0);
};

// jsdom lays nothing out, so it has no ResizeObserver: a stand-in that never reports (components measure once on mount,
// where every width is 0).
globalThis.ResizeObserver ??= class ResizeObserverStandIn {
  observe() {}
  unobserve() {}
  disconnect() {}
};
