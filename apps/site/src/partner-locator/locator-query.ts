import { decodeLocatorValue, partnerLocatorStorageKey } from '@shopfront/core';

/**
 * What the visitor is looking near: the form's `?loc=` (a submission without JavaScript, or this page's own search
 * form) first, else the value the footer's form stored in sessionStorage (docs/site-shell.md §7), else nothing.
 */
export function locatorValueOf(search: string, storage: Pick<Storage, 'getItem'> | undefined): string {
  const fromQuery = new URLSearchParams(search).get('loc');
  if (fromQuery !== null) return fromQuery.trim();
  let stored: string | null = null;
  try {
    stored = storage?.getItem(partnerLocatorStorageKey) ?? null;
  } catch {
    // Storage can be refused (privacy settings): then there is no stored value.
  }
  return decodeLocatorValue(stored)?.trim() ?? '';
}
