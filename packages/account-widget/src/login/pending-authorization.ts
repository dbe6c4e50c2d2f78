import { type FromSchema, type JsonSchema, safeCheck } from '@shopfront/api';

const pendingAuthorizationKey = 'shopfront.authorization';

const pendingAuthorizationSchema = {
  anyOf: [
    {
      type: 'object',
      properties: {
        kind: { const: 'direct' },
        verifier: { type: 'string' },
        state: { type: 'string' },
        retried: { type: 'boolean' },
      },
      required: ['kind', 'verifier', 'state', 'retried'],
    },
    {
      type: 'object',
      properties: { kind: { const: 'auth-proxy' }, retried: { type: 'boolean' } },
      required: ['kind', 'retried'],
    },
  ],
} as const satisfies JsonSchema;

/** The authorization redirect in flight: the PKCE verifier and state stay in this tab only. */
export type PendingAuthorization = FromSchema<typeof pendingAuthorizationSchema>;

export function savePendingAuthorization(pending: PendingAuthorization): void {
  sessionStorage.setItem(pendingAuthorizationKey, JSON.stringify(pending));
}

/** Takes the pending authorization out of storage: a verifier is used once. */
export function takePendingAuthorization(): PendingAuthorization | undefined {
  const raw = sessionStorage.getItem(pendingAuthorizationKey);
  sessionStorage.removeItem(pendingAuthorizationKey);
  if (!raw) return undefined;
  try {
    const parsed = safeCheck(pendingAuthorizationSchema, JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
