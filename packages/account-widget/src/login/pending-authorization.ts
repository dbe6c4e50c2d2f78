import * as z from 'zod/mini';

const pendingAuthorizationKey = 'shopfront.authorization';

const pendingAuthorizationSchema = z.union([
  z.object({ kind: z.literal('direct'), verifier: z.string(), state: z.string(), retried: z.boolean() }),
  z.object({ kind: z.literal('auth-proxy'), retried: z.boolean() }),
]);

/** The authorization redirect in flight: the PKCE verifier and state stay in this tab only. */
export type PendingAuthorization = z.infer<typeof pendingAuthorizationSchema>;

export function savePendingAuthorization(pending: PendingAuthorization): void {
  sessionStorage.setItem(pendingAuthorizationKey, JSON.stringify(pending));
}

/** Takes the pending authorization out of storage: a verifier is used once. */
export function takePendingAuthorization(): PendingAuthorization | undefined {
  const raw = sessionStorage.getItem(pendingAuthorizationKey);
  sessionStorage.removeItem(pendingAuthorizationKey);
  if (!raw) return undefined;
  try {
    const parsed = z.safeParse(pendingAuthorizationSchema, JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
