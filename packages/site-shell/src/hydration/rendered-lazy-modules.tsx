import { type ReactNode, createContext, useContext } from 'react';

const RenderedLazyModules = createContext<Set<string> | undefined>(undefined);

/**
 * For a host that renders pages on its server: collects the source files of the lazily loaded parts the page rendered
 * (a multi-language market's language switcher), so the server can preload their chunks and styles with the page.
 * Without that, hydration would wait for them and their markup would show unstyled until they arrive.
 */
export function RenderedLazyModulesCollector({
  modules,
  children,
}: {
  readonly modules: Set<string>;
  readonly children: ReactNode;
}) {
  return <RenderedLazyModules value={modules}>{children}</RenderedLazyModules>;
}

/**
 * Called by a lazily loaded part as it renders: names its module as the end of its path without the extension
 * (`language/language-switcher`), which matches it in this repository's sources and in the published package alike.
 */
export function useReportRenderedLazyModule(source: string): void {
  useContext(RenderedLazyModules)?.add(source);
}
