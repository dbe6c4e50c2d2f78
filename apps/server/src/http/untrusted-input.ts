/**
 * Control characters other than tab, line feed and carriage return (C0, DEL, C1). NUL would otherwise reach
 * PostgreSQL, which refuses it in text; the others have no business in any field we accept.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;
/** Keys that could reach an object's prototype if some code merged them. */
const prototypeKeys = new Set(['__proto__', 'constructor', 'prototype']);
const maxDepth = 32;

/** Why a parsed request part is refused, or undefined when it is acceptable. */
export function untrustedInputProblem(value: unknown, depth = 0): 'control-character' | 'prototype-key' | 'too-deep' | undefined {
  if (typeof value === 'string') return controlCharacter.test(value) ? 'control-character' : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  if (depth > maxDepth) return 'too-deep';
  for (const [key, item] of Object.entries(value)) {
    if (prototypeKeys.has(key)) return 'prototype-key';
    if (controlCharacter.test(key)) return 'control-character';
    const problem = untrustedInputProblem(item, depth + 1);
    if (problem) return problem;
  }
  return undefined;
}

/** Raised for refused input; the service's error handler answers it as an invalid parameter (400). */
export class UntrustedInputError extends Error {
  readonly statusCode = 400;
  readonly validation = [{ keyword: 'untrusted-input' }];
  constructor(readonly validationContext: 'body' | 'querystring' | 'params') {
    super(`refused ${validationContext}: control character or prototype key`);
    this.name = 'UntrustedInputError';
  }
}

/** Checks the parsed query, path parameters and body of a request (a Fastify preValidation hook). */
export function refuseUntrustedInput(request: { query: unknown; params: unknown; body: unknown }): void {
  if (untrustedInputProblem(request.params)) throw new UntrustedInputError('params');
  if (untrustedInputProblem(request.query)) throw new UntrustedInputError('querystring');
  if (untrustedInputProblem(request.body)) throw new UntrustedInputError('body');
}
