import type { ReactNode } from 'react';
import { CloseIcon } from '../icon/icons.tsx';
import { contentLinksClassName } from '../link/content-links.ts';
import { useDialog } from './use-dialog.ts';
import './dialog.css';

export type DialogSize = 'small' | 'large';

export interface DialogProps {
  readonly open: boolean;
  /** Every close request (Escape, backdrop, close button) lands here; set `open` to false to close. */
  readonly onClose: () => void;
  readonly size: DialogSize;
  /** Rendered as the dialog's `<h2>` and its accessible name. */
  readonly title: ReactNode;
  /** Rendered below the title and wired as the dialog's accessible description. */
  readonly description?: ReactNode;
  /** Accessible name of the × button. */
  readonly closeLabel: string;
  readonly children: ReactNode;
}

/** A modal native `<dialog>`: the page behind is inert while it is open. */
export function Dialog({ open, onClose, size, title, description, closeLabel, children }: DialogProps) {
  const hasDescription = description !== undefined && description !== null && description !== false;
  const { dialogProps, titleProps, descriptionProps, contentProps, closeButtonProps } = useDialog({
    open,
    onClose,
    hasDescription,
  });
  return (
    <dialog {...dialogProps} className={`sf-dialog sf-dialog--${size} ${contentLinksClassName}`}>
      <div className="sf-dialog__panel">
        <div className="sf-dialog__header">
          <h2 {...titleProps} className="sf-dialog__title">
            {title}
          </h2>
          <button {...closeButtonProps} className="sf-dialog__close" aria-label={closeLabel}>
            <CloseIcon />
          </button>
        </div>
        {hasDescription ? (
          <div {...descriptionProps} className="sf-dialog__description">
            {description}
          </div>
        ) : null}
        <div {...contentProps} className="sf-dialog__content">
          {children}
        </div>
      </div>
    </dialog>
  );
}
