import type { ClientProblem } from './client-problem.ts';
import { WireError } from './wire-error.ts';
import type { WireShape } from './wire-shape.ts';

/**
 * An OCC error: `throw occError(404, 'UnknownIdentifierError', 'Unknown site')`. `reason` and `subject` are OCC's own
 * error fields; the e-mail change puts the identity provider's `sap_` code in `reason`.
 */
export function occError(
  statusCode: number,
  type: string,
  message: string,
  details?: { readonly reason?: string; readonly subject?: string },
): WireError {
  return new WireError(statusCode, type, message, details ? { extra: { ...details } } : {});
}

function problemOf(problem: ClientProblem): WireError {
  switch (problem.kind) {
    case 'missing-parameter':
    case 'invalid-parameter':
      return occError(400, 'ValidationError', 'Invalid request parameters');
    case 'malformed-request':
      return occError(problem.statusCode, 'BadRequestError', 'Invalid request');
    case 'not-found':
      return occError(404, 'UnknownResourceError', 'Unknown resource');
    default:
      return problem satisfies never;
  }
}

/** SAP Commerce OCC error bodies: `{ errors: [{ type, message }] }`. */
export const occShape: WireShape = {
  service: 'commerce',
  problem: problemOf,
  serverError: (statusCode) =>
    statusCode === 503
      ? occError(503, 'ServiceUnavailableError', 'Service unavailable')
      : occError(500, 'InternalServerError', 'Internal error'),
  send: (_request, reply, error) =>
    reply
      .code(error.statusCode)
      .send({ errors: [{ type: error.code, message: error.message, ...error.details.extra }] }),
};
