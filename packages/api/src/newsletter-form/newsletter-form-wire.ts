import { plainErrorResponses } from '../plain-error.ts';

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

export const newsletterSignUpResponses = {
  303: { description: 'to the check-your-inbox page, or back to the sign-up page with ?error= and what was typed' },
  // A cross-site post or a malformed form.
  ...plainErrorResponses,
} as const;
