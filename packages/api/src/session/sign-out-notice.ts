const signedOutKey = 'shopfront.signedOut';

/** Marks a sign-out so the next page (after the reload or redirect) can confirm it. */
export function rememberSignOut(): void {
  sessionStorage.setItem(signedOutKey, '1');
}

/** Whether the visitor has just signed out; reading it clears the mark. */
export function takeSignOutNotice(): boolean {
  const signedOut = sessionStorage.getItem(signedOutKey) === '1';
  sessionStorage.removeItem(signedOutKey);
  return signedOut;
}
