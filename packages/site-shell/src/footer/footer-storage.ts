import { encodeLocatorValue, partnerLocatorStorageKey, trimEmail } from '@shopfront/core';

/** Where the newsletter form leaves the entered address for the pages after it (docs/site-shell.md §7, §9). */
export const newsletterEmailStorageKey = 'shopfront.newsletterEmail';

/** Storage can be full or switched off: the form is submitted all the same. */
function store(write: () => void): void {
  try {
    write();
  } catch (error) {
    console.warn('A footer form value could not be stored', error);
  }
}

/** Before the partner locator form is submitted: base64 of `loc=<value>` in session storage. */
export function storePartnerLocatorValue(value: string): void {
  store(() => sessionStorage.setItem(partnerLocatorStorageKey, encodeLocatorValue(value)));
}

/** Before the newsletter form is submitted: the address in local storage, trimmed as the sign-up route trims it. */
export function storeNewsletterEmail(value: string): void {
  store(() => localStorage.setItem(newsletterEmailStorageKey, trimEmail(value)));
}
