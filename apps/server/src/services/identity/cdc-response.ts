import type { FastifyReply, FastifyRequest } from 'fastify';

/** CDC error codes the identity provider answers with (SAP CDC REST conventions). */
export const cdcErrors = {
  missingParameter: { statusCode: 400, errorCode: 400002, errorMessage: 'Missing required parameter' },
  invalidParameter: { statusCode: 400, errorCode: 400006, errorMessage: 'Invalid parameter value' },
  invalidApiKey: { statusCode: 400, errorCode: 400093, errorMessage: 'Invalid ApiKey parameter' },
  passwordPolicy: { statusCode: 400, errorCode: 400009, errorMessage: 'Validation error' },
  invalidLogin: { statusCode: 403, errorCode: 403042, errorMessage: 'Invalid LoginID' },
  unauthorizedUser: { statusCode: 403, errorCode: 403005, errorMessage: 'Unauthorized user' },
  rateLimited: { statusCode: 429, errorCode: 403048, errorMessage: 'Rate limit exceeded' },
  accountLocked: { statusCode: 403, errorCode: 403120, errorMessage: 'Account temporarily locked' },
  pendingRegistration: { statusCode: 206, errorCode: 206001, errorMessage: 'Account Pending Registration' },
  invalidRegToken: { statusCode: 403, errorCode: 403002, errorMessage: 'Invalid regToken' },
  invalidResetToken: { statusCode: 403, errorCode: 403025, errorMessage: 'Invalid password reset token' },
  passwordUsedBefore: { statusCode: 401, errorCode: 401030, errorMessage: 'Old password used' },
  passwordUpdatePending: { statusCode: 403, errorCode: 403100, errorMessage: 'Password update recently requested' },
  unknownLoginId: { statusCode: 403, errorCode: 403047, errorMessage: 'Login identifier does not exist' },
  serverError: { statusCode: 500, errorCode: 500001, errorMessage: 'General Server Error' },
} as const;

export type CdcError = (typeof cdcErrors)[keyof typeof cdcErrors];

function envelope(request: FastifyRequest, statusCode: number, errorCode: number, statusReason: string) {
  return { callId: request.id, errorCode, statusCode, statusReason, time: new Date().toISOString() };
}

/**
 * CDC answers HTTP 200 and puts the status in the body, unless the caller asked for `httpStatusCodes=true`.
 */
function httpStatus(request: FastifyRequest, statusCode: number): number {
  const body = request.body as { httpStatusCodes?: unknown } | undefined;
  return String(body?.httpStatusCodes) === 'true' ? statusCode : 200;
}

export function sendCdcOk(request: FastifyRequest, reply: FastifyReply, body: object) {
  return reply.code(200).send({ ...envelope(request, 200, 0, 'OK'), ...body });
}

export function sendCdcError(request: FastifyRequest, reply: FastifyReply, error: CdcError, details = '', extra: object = {}) {
  return reply.code(httpStatus(request, error.statusCode)).send({
    ...envelope(request, error.statusCode, error.errorCode, error.errorMessage),
    errorMessage: error.errorMessage,
    errorDetails: details || error.errorMessage,
    ...extra,
  });
}
