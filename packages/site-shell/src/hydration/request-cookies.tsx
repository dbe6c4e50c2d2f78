import { type ReactNode, createContext, useContext } from 'react';

const RequestCookieHeader = createContext<string | undefined>(undefined);

/**
 * For a host that renders pages on its server: the request's Cookie header, so the shell renders what the browser's
 * cookies say (a dismissed banner stays away) and hydration finds the same markup. Without it the server renders as
 * for a browser without cookies, and the browser corrects after hydration.
 */
export function RequestCookiesProvider({
  cookieHeader,
  children,
}: {
  readonly cookieHeader: string | undefined;
  readonly children: ReactNode;
}) {
  return <RequestCookieHeader value={cookieHeader}>{children}</RequestCookieHeader>;
}

/** The cookies the page was requested with: the request's on the server, the document's in the browser. */
export function useCookieHeader(): string {
  const fromRequest = useContext(RequestCookieHeader);
  return typeof document === 'undefined' ? (fromRequest ?? '') : document.cookie;
}
