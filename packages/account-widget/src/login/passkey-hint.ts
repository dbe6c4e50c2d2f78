/**
 * Whether this browser has met passkeys of a customer: one was added or used here, or the dashboard listed some of the
 * signed-in account (synced passkeys come to other devices). Only then does the login form load the passkey code
 * when it opens, to offer passkeys in the address field's autofill; every other first open stays without it, and the
 * "Log in with a passkey" button works everywhere. A browser that refuses storage just gets no autofill.
 */
const passkeyHintKey = 'shopfront.passkeyHint';

export function hasPasskeyHint(): boolean {
  try {
    return localStorage.getItem(passkeyHintKey) === 'true';
  } catch {
    return false;
  }
}

/** Notes (or, when the account's last passkey is gone, forgets) that this browser may hold a passkey of the shop. */
export function setPasskeyHint(present: boolean): void {
  try {
    if (present) localStorage.setItem(passkeyHintKey, 'true');
    else localStorage.removeItem(passkeyHintKey);
  } catch {
    // Storage refused (private mode, a full quota): autofill is then not offered at open.
  }
}
