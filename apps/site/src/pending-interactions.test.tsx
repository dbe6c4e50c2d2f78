import { useState } from 'react';
import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingInteractionsName } from '@shopfront/api';
import { replayPendingInteractions, takeHeldActions } from './pending-interactions.ts';

interface Order {
  readonly name: string;
  readonly gift: boolean;
  readonly size: string;
}

function OrderForm({ onSend, onHelp }: { readonly onSend: (order: Order) => void; readonly onHelp: () => void }) {
  const [name, setName] = useState('');
  const [gift, setGift] = useState(false);
  const [size, setSize] = useState('s');
  return (
    <form
      aria-label="Order"
      onSubmit={(event) => {
        event.preventDefault();
        onSend({ name, gift, size });
      }}
    >
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <input type="checkbox" aria-label="Gift" checked={gift} onChange={(event) => setGift(event.target.checked)} />
      <select aria-label="Size" value={size} onChange={(event) => setSize(event.target.value)}>
        <option value="s">S</option>
        <option value="m">M</option>
      </select>
      <button type="button" onClick={onHelp}>
        Help
      </button>
      <button type="submit" disabled={name === ''}>
        Send
      </button>
    </form>
  );
}

/** The server's markup in a document, as the browser shows it before any script ran. */
function serverRendered(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<OrderForm onSend={() => {}} onHelp={() => {}} />);
  document.body.append(container);
  return container;
}

function element<Kind extends Element>(container: Element, selector: string, kind: new () => Kind): Kind {
  const found = container.querySelector(selector);
  if (!(found instanceof kind)) throw new Error(`no ${selector}`);
  return found;
}

afterEach(() => {
  document.body.replaceChildren();
  Reflect.deleteProperty(window, pendingInteractionsName);
});

describe('what a visitor did before hydration', () => {
  it('reaches React once hydrated: typed, ticked and chosen fields first, then the held submission and clicks', async () => {
    const container = serverRendered();
    const nameField = element(container, '[aria-label="Name"]', HTMLInputElement);
    const giftBox = element(container, '[aria-label="Gift"]', HTMLInputElement);
    const sizeList = element(container, 'select', HTMLSelectElement);
    const send = element(container, '[type="submit"]', HTMLButtonElement);
    const help = element(container, '[type="button"]', HTMLButtonElement);
    // The browser changes the fields itself; the start script kept a click and an Enter that the disabled button blocked.
    giftBox.checked = true;
    sizeList.value = 'm';
    Reflect.set(window, pendingInteractionsName, [
      { kind: 'click', target: help },
      { kind: 'submit', form: nameField.form, submitter: send },
    ]);

    const onSend = vi.fn<(order: Order) => void>();
    const onHelp = vi.fn<() => void>();
    const held = takeHeldActions();
    expect(Reflect.get(window, pendingInteractionsName)).toBeNull();
    // Typed after the actions were taken, while React hydrates: still the visitor's.
    nameField.value = 'Ada';
    render(<OrderForm onSend={onSend} onHelp={onHelp} />, { container, hydrate: true });
    await act(async () => {
      replayPendingInteractions(container, held);
      await new Promise((resolve) => setTimeout(resolve, 10));
    });

    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith({ name: 'Ada', gift: true, size: 'm' });
    expect(onHelp).toHaveBeenCalledTimes(1);
    expect([nameField.value, giftBox.checked, sizeList.value]).toEqual(['Ada', true, 'm']);
  });

  it('sends nothing the hydrated form still refuses, and leaves unchanged fields alone', async () => {
    const container = serverRendered();
    const nameField = element(container, '[aria-label="Name"]', HTMLInputElement);
    const send = element(container, '[type="submit"]', HTMLButtonElement);
    Reflect.set(window, pendingInteractionsName, [{ kind: 'submit', form: nameField.form, submitter: send }]);

    const onSend = vi.fn<(order: Order) => void>();
    const held = takeHeldActions();
    render(<OrderForm onSend={onSend} onHelp={() => {}} />, { container, hydrate: true });
    await act(async () => {
      replayPendingInteractions(container, held);
      await new Promise((resolve) => setTimeout(resolve, 10));
    });

    expect(onSend).not.toHaveBeenCalled();
    expect(send.disabled).toBe(true);
    expect(nameField.value).toBe('');
  });
});
