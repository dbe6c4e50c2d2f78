import { type AccountCallErrorText, accountCallErrorText } from '@shopfront/core';
import { ApiError, ExperienceApiError } from '@shopfront/api';

/** The text of a failed account call (docs/account-widget.md §8); a network or unreadable answer is unknown. */
export function accountCallErrorOf(error: unknown): AccountCallErrorText {
  if (error instanceof ExperienceApiError) return accountCallErrorText(error.status, error.code, error.serverMessage);
  if (error instanceof ApiError && error.status !== undefined) return accountCallErrorText(error.status, error.code, error.message);
  return { kind: 'catalogue', messageKey: 'error.unknown' };
}

/** An account call refused for want of a session: the visitor must log in again. */
export function isSessionRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
