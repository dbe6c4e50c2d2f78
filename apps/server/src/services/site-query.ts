/** Query parameters naming one site (country and locale), shared by the endpoints that serve per-site data. */
export const siteQuery = {
  type: 'object',
  properties: {
    country: { type: 'string', pattern: '^[A-Za-z]{2}$' },
    locale: { type: 'string', pattern: '^[a-z]{2}-[A-Z]{2}$' },
  },
  required: ['country', 'locale'],
} as const;
