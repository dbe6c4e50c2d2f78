import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { openAccountDialog, processAuthenticationStatusResponse, requestAuthenticationStatus } from '@shopfront/api';
import { sitePages, sitePath } from '@shopfront/i18n';
import { PageLayout } from '@shopfront/site-shell';
import { Button, useText } from '@shopfront/ui';
import type { SitePageProps } from '../site-page-props.ts';

/** The account dashboard: only a visitor with a valid shop session sees it; anyone else is sent to the login page. */
export function AccountDashboardPage(props: SitePageProps) {
  const { site } = props;
  const text = useText();
  const { data: sessionStatus } = useQuery({
    queryKey: ['shop-session', site.pathPrefix],
    queryFn: async ({ signal }) =>
      processAuthenticationStatusResponse(await requestAuthenticationStatus(fetch, site.pathPrefix, signal)),
    staleTime: 0,
  });

  useEffect(() => {
    if (sessionStatus === 'expired') window.location.replace(sitePath(site, sitePages.login));
  }, [sessionStatus, site]);

  return (
    <PageLayout {...props}>
      <title>{`${text('page.dashboard.title')} | Nordhem`}</title>
      {sessionStatus === 'valid' ? (
        <>
          <h1>{text('page.dashboard.title')}</h1>
          <p>{text('page.dashboard.intro')}</p>
          <Button variant="secondary" onClick={() => openAccountDialog({ dialog: 'change-password' })}>
            {text('changePassword.title')}
          </Button>
        </>
      ) : (
        <p role="status">{text('page.dashboard.checking')}</p>
      )}
    </PageLayout>
  );
}
