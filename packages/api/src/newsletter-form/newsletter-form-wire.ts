/**
 * `POST /<site>/newsletter/sign-up`, the footer's newsletter form without JavaScript: form-encoded, answered with a
 * redirect (to the check-your-inbox page, or back to the form with the reason) or a plain error.
 */
export const newsletterSignUpRequestBody = {
  type: 'object',
  properties: {
    email: { type: 'string', maxLength: 254 },
    /** The US residency-and-age declaration box. */
    usDeclaration: { type: 'string', enum: ['on'] },
  },
  required: ['email'],
} as const;

/** The plain error shape: `{ error, message }` (a cross-site post, a malformed form). */
const plainErrorResponse = {
  type: 'object',
  properties: { error: { type: 'string' }, message: { type: 'string' } },
  required: ['error', 'message'],
} as const;

export const newsletterSignUpResponses = {
  303: { description: 'to the check-your-inbox page, or back to the sign-up page with ?error= and what was typed' },
  '4xx': plainErrorResponse,
  '5xx': plainErrorResponse,
} as const;
