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
export function untrustedInputProblem(
  value: unknown,
  depth = 0,
): 'control-character' | 'prototype-key' | 'too-deep' | undefined {
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

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Body fields (dotted paths) that a route never reads and that the browser passes on as another service answered
     * them, such as the identity provider's `profile` in the shop login. They are not checked here: what is refused
     * is refused where it enters (docs/rules.md), and data stored before must not refuse its owner later.
     */
    readonly passedOnBodyFields?: readonly string[];
  }
}

/** The value without the field at `path`; only the objects along the path are copied. */
function withoutField(value: unknown, path: readonly string[]): unknown {
  const [name, ...rest] = path;
  if (
    name === undefined ||
    value === null ||
    typeof value !== 'object' ||
    Array.isArray(value) ||
    !Object.hasOwn(value, name)
  )
    return value;
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, item]): [string, unknown][] =>
      key !== name ? [[key, item]] : rest.length === 0 ? [] : [[key, withoutField(item, rest)]],
    ),
  );
}

interface CheckedRequest {
  readonly query: unknown;
  readonly params: unknown;
  readonly body: unknown;
  readonly routeOptions?: { readonly config?: { readonly passedOnBodyFields?: readonly string[] } };
}

/** Checks the parsed query, path parameters and body of a request (a Fastify preValidation hook). */
export function refuseUntrustedInput(request: CheckedRequest): void {
  if (untrustedInputProblem(request.params)) throw new UntrustedInputError('params');
  if (untrustedInputProblem(request.query)) throw new UntrustedInputError('querystring');
  const passedOn = request.routeOptions?.config?.passedOnBodyFields ?? [];
  const checkedBody = passedOn.reduce((body, field) => withoutField(body, field.split('.')), request.body);
  if (untrustedInputProblem(checkedBody)) throw new UntrustedInputError('body');
}
