import { isSafeRedirectTarget } from '@shopfront/core';

const redirectTargetKey = 'shopfront.redirectTarget';

export interface RedirectContext {
  readonly currentUrl: string;
  readonly productDomain: string;
}

/** Saves the target to go to after login, only when it is safe (docs/rules.md); returns whether it was kept. */
export function saveRedirectTarget(target: string, context: RedirectContext): boolean {
  if (!isSafeRedirectTarget(target, context)) return false;
  sessionStorage.setItem(redirectTargetKey, target);
  return true;
}

/** Takes the saved target out of storage, checked again, resolved to an absolute URL; undefined when none is safe. */
export function consumeRedirectTarget(context: RedirectContext): string | undefined {
  const target = sessionStorage.getItem(redirectTargetKey);
  sessionStorage.removeItem(redirectTargetKey);
  if (target === null || !isSafeRedirectTarget(target, context)) return undefined;
  return new URL(target, context.currentUrl).href;
}
