/** `GET <service>/health`: whether the service is up and its database answers (200 `ok`, 503 otherwise). */
export const healthResponse = {
  type: 'object',
  properties: { service: { type: 'string' }, status: { type: 'string', enum: ['ok', 'unavailable', 'stopping'] } },
  required: ['service', 'status'],
} as const;
