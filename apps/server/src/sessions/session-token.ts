import { hash, randomBytes } from 'node:crypto';

/** A new bearer secret for a cookie: 256 random bits, base64url. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tables keep only this hash, so a database leak hands out no live session. (One-shot `hash`: no Hash object per check.) */
export function hashSessionToken(token: string): string {
  return hash('sha256', token, 'base64url');
}
