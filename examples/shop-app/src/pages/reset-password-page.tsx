import { ResetPasswordForm, useResetTokenFromLocation } from '@shopfront/account-widget';
import { sitePages, sitePath } from '@shopfront/i18n';
import { useText } from '@shopfront/ui';
import type { ShopPageProps } from '../shop-page.tsx';

const pageFetch: typeof fetch = (input, init) => fetch(input, init);

/** /<site>/e/newpassword, where the reset e-mail links to. */
export function ResetPasswordPage({ site, accountConfig }: ShopPageProps) {
  const text = useText();
  // Read once, then taken out of the address bar: the token is neither in the history nor in a shared URL.
  const token = useResetTokenFromLocation();
  return (
    <>
      <title>{`${text('resetPassword.title')} | Nordhem`}</title>
      <h1>{text('resetPassword.title')}</h1>
      <ResetPasswordForm
        config={accountConfig}
        fetch={pageFetch}
        token={token}
        loginHref={sitePath(site, sitePages.home)}
        headingLevel={2}
      />
    </>
  );
}
