import { useEffect, useEffectEvent, useId, useRef } from 'react';
import type { RefObject, SyntheticEvent } from 'react';
import { findInitialFocusTarget, getDeepActiveElement } from './focus-target.ts';

/** Mirrors the `open` prop: the caller owns the state, the hook keeps the native `<dialog>` in step with it. */
export type DialogState = 'open' | 'closed';

export interface UseDialogOptions {
  readonly open: boolean;
  /** Called for every close request: Escape, backdrop click, close button, a dialog closed by the browser. */
  readonly onClose: () => void;
  readonly hasDescription: boolean;
}

export interface DialogPropBags {
  readonly state: DialogState;
  readonly dialogProps: {
    readonly ref: RefObject<HTMLDialogElement | null>;
    readonly 'aria-labelledby': string;
    readonly 'aria-describedby': string | undefined;
    readonly 'data-state': DialogState;
    readonly onCancel: (event: SyntheticEvent<HTMLDialogElement>) => void;
    readonly onClose: (event: SyntheticEvent<HTMLDialogElement>) => void;
  };
  readonly titleProps: { readonly id: string };
  readonly descriptionProps: { readonly id: string };
  readonly contentProps: { readonly ref: RefObject<HTMLDivElement | null> };
  readonly closeButtonProps: {
    readonly ref: RefObject<HTMLButtonElement | null>;
    readonly type: 'button';
    readonly onClick: () => void;
  };
}

/**
 * Behaviour of a modal native `<dialog>`: `showModal()` / `close()` follow `open`; on open, focus goes to the
 * content's first field (or its `data-autofocus` element), never to the close button; on close and on unmount,
 * focus returns to the element that had it before opening. Escape (`cancel`) and backdrop clicks ask the caller
 * to close instead of closing natively, so React stays the source of truth.
 */
export function useDialog({ open, onClose, hasDescription }: UseDialogOptions): DialogPropBags {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const state: DialogState = open ? 'open' : 'closed';

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return undefined;
    const document = dialog.ownerDocument;
    const active = getDeepActiveElement(document);
    // Under StrictMode the effect runs again right after its cleanup restored focus, so `active` is the opener again.
    const opener =
      active instanceof HTMLElement && active !== document.body && !dialog.contains(active) ? active : null;
    if (!dialog.open) dialog.showModal();
    const content = contentRef.current;
    const target = (content ? findInitialFocusTarget(content) : null) ?? closeButtonRef.current;
    target?.focus();
    return () => {
      if (dialog.open) dialog.close();
      const focused = getDeepActiveElement(document);
      // Do not take focus back from an element the page focused on purpose while closing.
      const focusIsLost = focused === null || focused === document.body || dialog.contains(focused);
      if (opener?.isConnected && focusIsLost) opener.focus();
    };
  }, [open]);

  const requestCloseFromBackdrop = useEffectEvent(() => onClose());
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    // The panel fills the dialog box, so a press on the dialog element itself is a press on the backdrop.
    // Both ends of the click must be there: a text selection dragged out of the content is not a close request.
    let pressStartedOnBackdrop = false;
    const handlePointerDown = (event: Event) => {
      pressStartedOnBackdrop = event.target === dialog;
    };
    const handleClick = (event: Event) => {
      const isBackdropClick = pressStartedOnBackdrop && event.target === dialog;
      pressStartedOnBackdrop = false;
      if (isBackdropClick && dialog.open) requestCloseFromBackdrop();
    };
    dialog.addEventListener('pointerdown', handlePointerDown);
    dialog.addEventListener('click', handleClick);
    return () => {
      dialog.removeEventListener('pointerdown', handlePointerDown);
      dialog.removeEventListener('click', handleClick);
    };
  }, []);

  return {
    state,
    dialogProps: {
      ref: dialogRef,
      'aria-labelledby': titleId,
      'aria-describedby': hasDescription ? descriptionId : undefined,
      'data-state': state,
      onCancel: (event) => {
        event.preventDefault();
        onClose();
      },
      // The browser can still close a modal dialog by itself (a form with method="dialog", a second Escape
      // without user activation in between); tell the caller so its state follows.
      onClose: (event) => {
        if (open && !event.currentTarget.open) onClose();
      },
    },
    titleProps: { id: titleId },
    descriptionProps: { id: descriptionId },
    contentProps: { ref: contentRef },
    closeButtonProps: { ref: closeButtonRef, type: 'button', onClick: () => onClose() },
  };
}
