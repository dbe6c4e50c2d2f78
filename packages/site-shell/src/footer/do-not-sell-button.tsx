import { useState } from 'react';
import { StatusMessage, useText } from '@shopfront/ui';

/** Shown in the DOM as `data-state`. */
export type DoNotSellState = 'idle' | 'sending' | 'recorded' | 'failed';

/** The opt-out request to the shop's experience API, and its state (docs/site-shell.md §2; US). */
function useDoNotSell() {
  const [state, setState] = useState<DoNotSellState>('idle');
  async function request() {
    if (state === 'sending') return;
    setState('sending');
    try {
      // The call's client loads with the click.
      await (await import('./do-not-sell-request.ts')).recordDoNotSell(fetch);
      setState('recorded');
    } catch (error) {
      console.warn('The do-not-sell choice could not be recorded', error);
      setState('failed');
    }
  }
  return { state, request };
}

/** The Do Not Sell My Information button with the market's label, and the confirmation (or failure) it announces. */
export function DoNotSellButton({ label }: { readonly label: string }) {
  const text = useText();
  const { state, request } = useDoNotSell();
  return (
    <div className="sf-footer__privacy-control" data-state={state}>
      <button
        type="button"
        className="sf-footer__text-button"
        aria-disabled={state === 'sending' ? true : undefined}
        onClick={() => void request()}
      >
        {label}
      </button>
      <StatusMessage>
        {state === 'recorded'
          ? text('footer.doNotSellConfirmation')
          : state === 'failed'
            ? text('footer.doNotSellFailed')
            : null}
      </StatusMessage>
    </div>
  );
}
