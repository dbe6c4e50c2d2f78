import { type ReactNode, createContext, useContext } from 'react';

const NotFoundReport = createContext<(() => void) | undefined>(undefined);

/**
 * For the server's render: learns whether the page showed the not-found content, whichever page module did (an
 * unknown path, a category or a page of the shop that nothing names), so the answer is a 404 whenever it did.
 */
export function NotFoundReporter({
  onNotFound,
  children,
}: {
  readonly onNotFound: () => void;
  readonly children: ReactNode;
}) {
  return <NotFoundReport value={onNotFound}>{children}</NotFoundReport>;
}

/** Called by the not-found content as it renders; in the browser nothing listens. */
export function useReportNotFound(): void {
  useContext(NotFoundReport)?.();
}
