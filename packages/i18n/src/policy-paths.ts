/** Site paths of the documents a customer consents to; the club terms exist where the club does. */
export const policyPaths = { privacy: '/legal/privacy', terms: '/legal/terms', clubTerms: '/club/terms' } as const;
