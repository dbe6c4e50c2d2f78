import { Notification, useText } from '@shopfront/ui';

/** "You have been signed out", on the page a sign-out led to (docs/site-shell.md §2 account menu texts). */
export function SignOutNotice() {
  const text = useText();
  return (
    <div className="sf-header__notice">
      <Notification tone="success" title={text('account.logoutMessage')}>
        {text('account.logoutDesriptionMessage')}
      </Notification>
    </div>
  );
}
