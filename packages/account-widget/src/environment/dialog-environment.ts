import type { AccountWidgetConfig, FetchFunction } from '@shopfront/api';
import type { AccountWidgetLinks } from '../widget-settings.ts';

/**
 * The market's configuration as the dialogs read it: without its `locale`. The environment's locale is the only one,
 * so the texts, the formats and the `lang` sent with a registration or a consent cannot disagree.
 */
export type DialogConfig = Omit<AccountWidgetConfig, 'locale'>;

/**
 * What every dialog of the widget works with, built once (by the dialog root, or by a page around a form) and handed
 * to each dialog and from it to its hook, with the hook's own options: nothing here is spelled per dialog.
 */
export interface DialogEnvironment {
  readonly config: DialogConfig;
  readonly locale: string;
  readonly fetch: FetchFunction;
  /** Leaves the page. */
  readonly navigate: (url: string) => void;
  /** The market's login page: where a visitor whose session was refused is sent (`navigate(loginUrl)`). */
  readonly loginUrl: string;
  readonly links: AccountWidgetLinks;
}

/** What the root gives every dialog: the environment, and the way to close. A dialog's own props extend these. */
export interface DialogProps {
  readonly environment: DialogEnvironment;
  readonly onClose: () => void;
}
