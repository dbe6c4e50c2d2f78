import type { ClientProblem } from './client-problem.ts';
import { WireError } from './wire-error.ts';
import type { WireShape } from './wire-shape.ts';

/** An error of the shop and the experience API's content endpoints: `throw plainError(403, 'invalid_csrf_token', '…')`. */
export function plainError(statusCode: number, error: string, message: string): WireError {
  return new WireError(statusCode, error, message);
}

const validationMessages: Readonly<Record<string, string>> = {
  body: 'Invalid request body',
  params: 'Invalid path parameters',
  querystring: 'Invalid query parameters',
  headers: 'Invalid request headers',
};

function problemOf(problem: ClientProblem): WireError {
  switch (problem.kind) {
    case 'missing-parameter':
      return plainError(400, 'invalid_request', `Missing parameter: ${problem.parameter}`);
    case 'invalid-parameter':
      return plainError(400, 'invalid_request', validationMessages[problem.location] ?? 'Invalid request');
    case 'malformed-request':
      return plainError(problem.statusCode, 'invalid_request', 'The request could not be read');
    case 'not-found':
      return plainError(404, 'not_found', 'Not found');
    default:
      return problem satisfies never;
  }
}

/** `{ error, message }` bodies: the web shop's `/e/…` endpoints, the experience API's content, host config, demo. */
export function plainShape(service: string): WireShape {
  return {
    service,
    problem: problemOf,
    serverError: (statusCode) =>
      statusCode === 503
        ? plainError(503, 'service_unavailable', 'Service unavailable')
        : plainError(500, 'server_error', 'Internal error'),
    send: (_request, reply, error) => reply.code(error.statusCode).send({ error: error.code, message: error.message }),
  };
}
