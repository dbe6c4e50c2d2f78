import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ClientProblem } from './client-problem.ts';
import { fieldOf } from './request-fields.ts';
import { WireError } from './wire-error.ts';
import type { WireShape } from './wire-shape.ts';

/** The CDC error codes our identity provider answers with (SAP CDC REST conventions). */
export const cdcErrors = {
  missingParameter: { statusCode: 400, errorCode: 400002, errorMessage: 'Missing required parameter' },
  invalidParameter: { statusCode: 400, errorCode: 400006, errorMessage: 'Invalid parameter value' },
  invalidApiKey: { statusCode: 400, errorCode: 400093, errorMessage: 'Invalid ApiKey parameter' },
  passwordPolicy: { statusCode: 400, errorCode: 400009, errorMessage: 'Validation error' },
  validation: { statusCode: 400, errorCode: 400009, errorMessage: 'Validation error' },
  invalidLogin: { statusCode: 403, errorCode: 403042, errorMessage: 'Invalid LoginID' },
  unauthorizedUser: { statusCode: 403, errorCode: 403005, errorMessage: 'Unauthorized user' },
  /** The experience API's answer without a valid session: 401, so the browser knows to sign in again. */
  noSession: { statusCode: 401, errorCode: 403005, errorMessage: 'Unauthorized user' },
  rateLimited: { statusCode: 429, errorCode: 403048, errorMessage: 'Rate limit exceeded' },
  accountLocked: { statusCode: 403, errorCode: 403120, errorMessage: 'Account temporarily locked' },
  pendingRegistration: { statusCode: 206, errorCode: 206001, errorMessage: 'Account Pending Registration' },
  pendingVerification: { statusCode: 206, errorCode: 206002, errorMessage: 'Account Pending Verification' },
  emailPendingVerification: { statusCode: 206, errorCode: 206006, errorMessage: 'Pending email verification' },
  emailExists: { statusCode: 400, errorCode: 400003, errorMessage: 'Login identifier exists' },
  invalidRegToken: { statusCode: 403, errorCode: 403002, errorMessage: 'Invalid regToken' },
  invalidResetToken: { statusCode: 403, errorCode: 403025, errorMessage: 'Invalid password reset token' },
  passwordUsedBefore: { statusCode: 401, errorCode: 401030, errorMessage: 'Old password used' },
  passwordUpdatePending: { statusCode: 403, errorCode: 403100, errorMessage: 'Password update recently requested' },
  unknownLoginId: { statusCode: 403, errorCode: 403047, errorMessage: 'Login identifier does not exist' },
  unknownMethod: { statusCode: 404, errorCode: 404000, errorMessage: 'Not found' },
  serverError: { statusCode: 500, errorCode: 500001, errorMessage: 'General Server Error' },
  unavailable: { statusCode: 503, errorCode: 500028, errorMessage: 'Service unavailable' },
} as const;

export type CdcErrorDefinition = (typeof cdcErrors)[keyof typeof cdcErrors];

/** A refused new password: below the market's policy, or one of the most common passwords. */
export function passwordRefused(result: 'too-weak' | 'too-common'): WireError {
  return result === 'too-weak'
    ? cdcError(cdcErrors.passwordPolicy, 'Password does not meet complexity requirements')
    : cdcError(cdcErrors.passwordPolicy, 'Password is too common', {
        validationErrors: [
          { errorCode: cdcErrors.passwordPolicy.errorCode, fieldName: 'password', message: 'Password is too common' },
        ],
      });
}

/** CDC's validation error (400009) naming the field that failed, as `validationErrors` lists it. */
export function validationError(fieldName: string, message: string): WireError {
  return cdcError(cdcErrors.validation, message, {
    validationErrors: [{ errorCode: cdcErrors.validation.errorCode, fieldName, message }],
  });
}

/** A CDC error to throw: `throw cdcError(cdcErrors.invalidApiKey)`. `extra` fields join the body (e.g. `regToken`). */
export function cdcError(
  definition: CdcErrorDefinition,
  details?: string,
  extra?: Readonly<Record<string, unknown>>,
): WireError {
  return new WireError(definition.statusCode, String(definition.errorCode), definition.errorMessage, {
    description: details ?? definition.errorMessage,
    ...(extra ? { extra } : {}),
  });
}

function cdcProblem(problem: ClientProblem): WireError {
  switch (problem.kind) {
    case 'missing-parameter':
      return cdcError(cdcErrors.missingParameter, `Missing required parameter: ${problem.parameter}`);
    case 'invalid-parameter':
      return cdcError(cdcErrors.invalidParameter);
    case 'malformed-request':
      return new WireError(
        problem.statusCode,
        String(cdcErrors.invalidParameter.errorCode),
        cdcErrors.invalidParameter.errorMessage,
        {
          description: 'The request could not be read',
        },
      );
    case 'not-found':
      return cdcError(cdcErrors.unknownMethod, 'Unknown method');
    default:
      return problem satisfies never;
  }
}

/**
 * CDC answers HTTP 200 and puts the status in the body, unless the caller asked for `httpStatusCodes=true` (in the
 * form or the query). A mail sender's RFC 8058 one-click POST (`List-Unsubscribe=One-Click`) never reads the body and
 * judges by the status alone, so it gets the real one too. A request too broken to read gets its real status: we
 * cannot know what it asked for.
 */
function httpStatusOf(request: FastifyRequest, error: WireError): number {
  const asked = fieldOf(request.body, 'httpStatusCodes') ?? fieldOf(request.query, 'httpStatusCodes');
  if (String(asked) === 'true' || fieldOf(request.body, 'List-Unsubscribe') === 'One-Click') return error.statusCode;
  const unreadable = request.body === undefined || request.body === null || typeof request.body !== 'object';
  return unreadable && error.statusCode >= 400 ? error.statusCode : 200;
}

function envelope(request: FastifyRequest, statusCode: number, errorCode: number, statusReason: string) {
  return { callId: request.id, errorCode, statusCode, statusReason, time: new Date().toISOString() };
}

/** A successful CDC answer. */
export function cdcOk<T extends object>(request: FastifyRequest, body: T) {
  return { ...envelope(request, 200, 0, 'OK'), ...body };
}

/**
 * A successful answer of the experience API, in the form of its `sap_` errors (no CDC `statusReason` or `time`: an
 * answer that must not tell one account from another stays the same for both, docs/rules.md account existence).
 */
export function sapOk<T extends object>(request: FastifyRequest, body: T) {
  return { statusCode: 200, errorCode: 0, callId: request.id, ...body };
}

export const cdcShape: WireShape = {
  service: 'identity',
  problem: cdcProblem,
  serverError: (statusCode) => cdcError(statusCode === 503 ? cdcErrors.unavailable : cdcErrors.serverError),
  send(request: FastifyRequest, reply: FastifyReply, error: WireError) {
    const errorCode = Number(error.code);
    return reply.code(httpStatusOf(request, error)).send({
      ...envelope(request, error.statusCode, errorCode, error.message),
      errorMessage: error.message,
      errorDetails: error.details.description ?? error.message,
      ...error.details.extra,
    });
  },
};

/**
 * The experience API passes identity-provider codes on with a `sap_` prefix and the real HTTP status:
 * `{ statusCode, errorCode: "sap_403005", errorMessage }`.
 */
export const sapShape: WireShape = {
  service: 'experience',
  problem: cdcProblem,
  serverError: cdcShape.serverError,
  send(_request, reply, error) {
    return reply.code(error.statusCode).send({
      statusCode: error.statusCode,
      errorCode: `sap_${error.code}`,
      errorMessage: error.message,
      ...error.details.extra,
    });
  },
};
