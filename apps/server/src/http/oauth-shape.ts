import type { ClientProblem } from './client-problem.ts';
import { WireError } from './wire-error.ts';
import type { WireShape } from './wire-shape.ts';

/** An RFC 6749 error: `throw oauthError(400, 'invalid_grant', 'No authorization in progress')`. */
export function oauthError(statusCode: number, error: string, description: string): WireError {
  return new WireError(statusCode, error, description, { description });
}

function problemOf(problem: ClientProblem): WireError {
  switch (problem.kind) {
    case 'missing-parameter':
      return oauthError(400, 'invalid_request', `missing required parameter '${problem.parameter}'`);
    case 'invalid-parameter':
      return oauthError(400, 'invalid_request', 'a parameter is missing or invalid');
    case 'malformed-request':
      return oauthError(problem.statusCode, 'invalid_request', 'the request could not be read');
    case 'not-found':
      return oauthError(404, 'invalid_request', 'unknown endpoint');
    default:
      return problem satisfies never;
  }
}

/** RFC 6749 §5.2 error bodies, for the authorization server and the auth proxy. */
export function oauthShape(service: string): WireShape {
  return {
    service,
    problem: problemOf,
    serverError: (statusCode) =>
      statusCode === 503
        ? oauthError(503, 'temporarily_unavailable', 'the service is unavailable, try again later')
        : oauthError(500, 'server_error', 'the request could not be completed'),
    send: (_request, reply, error) =>
      reply
        .code(error.statusCode)
        .header('cache-control', 'no-store')
        .send({
          error: error.code,
          error_description: error.details.description ?? error.message,
        }),
  };
}
