import { AccountDashboardPage } from './account/dashboard-page.tsx';
import { HomePage } from './home/home-page.tsx';
import { LoginPage } from './login/login-page.tsx';
import { MailboxPage } from './mailbox/mailbox-page.tsx';
import { MarketsPage } from './markets/markets-page.tsx';
import { NotFoundPage } from './not-found/not-found-page.tsx';
import type { Route } from './routes.ts';

export function App({ route }: { readonly route: Route }) {
  switch (route.kind) {
    case 'markets':
      return <MarketsPage />;
    case 'mailbox':
      return <MailboxPage />;
    case 'not-found':
      return <NotFoundPage site={route.site} />;
    case 'site-page':
      switch (route.page) {
        case 'home':
          return <HomePage site={route.site} />;
        case 'login':
          return <LoginPage site={route.site} />;
        case 'dashboard':
          return <AccountDashboardPage site={route.site} />;
        default:
          return route.page satisfies never;
      }
    default:
      return route satisfies never;
  }
}
