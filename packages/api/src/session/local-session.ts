import { type FromSchema, type JsonSchema, safeCheck } from '../json-schema-check.ts';

const localSessionKey = 'shopfront.session';

const localSessionSchema = {
  type: 'object',
  properties: {
    UID: { type: 'string' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    preferences: { type: 'object', additionalProperties: true },
  },
  required: ['UID', 'firstName', 'lastName', 'preferences'],
} as const satisfies JsonSchema;

/** What the widget keeps in localStorage after a login (docs/account-widget.md §3): the UID and preferences, and the name the header greets. */
export type LocalSession = FromSchema<typeof localSessionSchema>;

export function saveLocalSession(session: LocalSession): void {
  localStorage.setItem(localSessionKey, JSON.stringify(session));
}

/** The stored session; its presence is the logged-in flag. */
export function readLocalSession(): LocalSession | undefined {
  const raw = localStorage.getItem(localSessionKey);
  if (!raw) return undefined;
  try {
    const parsed = safeCheck(localSessionSchema, JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function clearLocalSession(): void {
  localStorage.removeItem(localSessionKey);
}
