/**
 * An error a route throws on purpose, with a stable code. The service's error handler answers it in the service's
 * wire shape (CDC, RFC 6749, OCC or the shop's `{error, message}`); the message is meant for the client.
 */
export class WireError extends Error {
  constructor(
    /** The HTTP status this error stands for (CDC may still answer 200 and carry it in the body). */
    readonly statusCode: number,
    /** Stable and machine-readable: `403042`, `invalid_grant`, `UnknownIdentifierError`, `invalid_csrf_token`. */
    readonly code: string,
    message: string,
    /** Longer text for the client (CDC `errorDetails`, OAuth `error_description`), and fields the shape adds to the body. */
    readonly details: { readonly description?: string; readonly extra?: Readonly<Record<string, unknown>> } = {},
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'WireError';
  }
}
