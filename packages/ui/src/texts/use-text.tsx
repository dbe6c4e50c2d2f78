import { type ReactNode, createContext, useContext } from 'react';

/** A locale's texts as the primitives read them (`Texts` of @shopfront/i18n is one). */
export interface TextSource {
  readonly locale: string;
  text(id: string, values?: Readonly<Record<string, unknown>>): string;
}

const TextsContext = createContext<TextSource | undefined>(undefined);

/** The texts everything below reads with `useText`. */
export function TextsProvider({ texts, children }: { readonly texts: TextSource; readonly children: ReactNode }) {
  return <TextsContext value={texts}>{children}</TextsContext>;
}

/** The texts of the nearest TextsProvider. */
export function useTexts(): TextSource {
  const texts = useContext(TextsContext);
  if (!texts) throw new Error('useText and useTexts need a TextsProvider above them');
  return texts;
}

/** The active catalogue's lookup: `text('nav.account')`, `text('footer.copyright', { year })`. */
export function useText(): (id: string, values?: Readonly<Record<string, unknown>>) => string {
  return useTexts().text;
}
