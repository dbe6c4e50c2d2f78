/** What a client can get wrong before a route runs, as Fastify reports it; each wire shape words it its own way. */
export type ClientProblem =
  | { readonly kind: 'missing-parameter'; readonly parameter: string }
  | { readonly kind: 'invalid-parameter'; readonly location: string }
  | { readonly kind: 'malformed-request'; readonly statusCode: number }
  | { readonly kind: 'not-found' };

interface FastifyLikeError {
  readonly statusCode?: number;
  readonly validation?: readonly {
    readonly keyword?: string;
    readonly params?: { readonly missingProperty?: string };
  }[];
  readonly validationContext?: string;
}

/** Maps an error Fastify raised for a client's request to a problem, or undefined when the fault is ours. */
export function clientProblemOf(error: FastifyLikeError): ClientProblem | undefined {
  if (error.validation) {
    const missing = error.validation.find((issue) => issue.keyword === 'required')?.params?.missingProperty;
    return missing
      ? { kind: 'missing-parameter', parameter: missing }
      : { kind: 'invalid-parameter', location: error.validationContext ?? 'body' };
  }
  const statusCode = error.statusCode;
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
    return statusCode === 404 ? { kind: 'not-found' } : { kind: 'malformed-request', statusCode };
  }
  return undefined;
}
