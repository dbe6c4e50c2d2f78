/**
 * What may be logged of an error on this service's paths: never its other properties (a PostgreSQL
 * error's `detail` repeats key values, and oidc-provider's keys are codes and tokens).
 */
export function logSafeError(error: unknown): { type: string; message: string; code?: string; stack?: string } {
  if (!(error instanceof Error)) return { type: typeof error, message: 'non-error thrown' };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: error.message,
    ...(typeof code === 'string' ? { code } : {}),
    ...(error.stack ? { stack: error.stack } : {}),
  };
}
