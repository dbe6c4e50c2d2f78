import * as z from 'zod/mini';

const localSessionKey = 'shopfront.session';

const localSessionSchema = z.object({
  UID: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  preferences: z.record(z.string(), z.unknown()),
});

/** What the widget keeps in localStorage after a login (docs/account-widget.md §3): the UID and preferences, and the name the header greets. */
export type LocalSession = z.infer<typeof localSessionSchema>;

export function saveLocalSession(session: LocalSession): void {
  localStorage.setItem(localSessionKey, JSON.stringify(session));
}

/** The stored session; its presence is the logged-in flag. */
export function readLocalSession(): LocalSession | undefined {
  const raw = localStorage.getItem(localSessionKey);
  if (!raw) return undefined;
  try {
    const parsed = z.safeParse(localSessionSchema, JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function clearLocalSession(): void {
  localStorage.removeItem(localSessionKey);
}
