import { useEffect, useState } from 'react';

/** The query parameter of the reset e-mail's link that carries the token (apps/server's reset-password-mail.ts). */
const resetTokenParameter = 'pwrt';

/**
 * The token of the reset e-mail's link (`?pwrt=`) on the page it opened, for `ResetPasswordForm`; undefined without
 * one. Read once, then taken out of the address bar, so it is neither in the history nor in a shared URL. A page
 * rendered on the server passes the query it renders from (and the browser the same), so hydration reads the same.
 */
export function useResetTokenFromLocation(searchParams?: URLSearchParams): string | undefined {
  const [token] = useState(
    () => (searchParams ?? new URLSearchParams(window.location.search)).get(resetTokenParameter) ?? undefined,
  );
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has(resetTokenParameter)) return;
    url.searchParams.delete(resetTokenParameter);
    window.history.replaceState(window.history.state, '', url.href);
  }, []);
  return token;
}
