import { type ReactNode, createContext, useContext } from 'react';
import type { AccountWidgetConfig, FetchFunction } from '@shopfront/api';
import type { AccountWidgetLinks } from '../widget-settings.ts';

/**
 * The market's configuration as the dialogs read it: without its `locale`. The environment's locale is the only one,
 * so the texts, the formats and the `lang` sent with a registration or a consent cannot disagree.
 */
export type DialogConfig = Omit<AccountWidgetConfig, 'locale'>;

/**
 * What every dialog of the widget works with, built once (by the dialog root, or by a page around a form) and handed
 * to each hook with the hook's own options: nothing here is spelled per dialog.
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

const DialogEnvironmentContext = createContext<DialogEnvironment | undefined>(undefined);

/** The environment every dialog below reads with `useDialogEnvironment`. */
export function DialogEnvironmentProvider({ environment, children }: { readonly environment: DialogEnvironment; readonly children: ReactNode }) {
  return <DialogEnvironmentContext value={environment}>{children}</DialogEnvironmentContext>;
}

export function useDialogEnvironment(): DialogEnvironment {
  const environment = useContext(DialogEnvironmentContext);
  if (!environment) throw new Error('A dialog of the account widget needs a DialogEnvironmentProvider above it');
  return environment;
}
