import { plainErrorSchema } from './plain-error.ts';

/** `GET <service>/health`: whether the service is up and its database answers (200 `ok`, 503 otherwise). */
export const healthResponse = {
  type: 'object',
  properties: { service: { type: 'string' }, status: { type: 'string', enum: ['ok', 'unavailable', 'stopping'] } },
  required: ['service', 'status'],
} as const;

/** `GET /health/live`: the process runs and answers (200); it asks nothing of the database. */
export const livenessResponse = {
  type: 'object',
  properties: { status: { type: 'string', enum: ['live'] } },
  required: ['status'],
} as const;

/** Why an instance is not ready for traffic (`GET /health/ready` 503). */
export const notReadyReasons = ['stopping', 'database-unavailable', 'migrations-pending'] as const;

/** `GET /health/ready`: 200 `ready` when the database answers and has every migration; 503 with the reason otherwise. */
export const readinessResponse = {
  type: 'object',
  properties: {
    status: { type: 'string', enum: ['ready', 'not-ready'] },
    reason: { type: 'string', enum: notReadyReasons },
  },
  required: ['status'],
} as const;

/** The metrics listener's `GET /metrics`: Prometheus's text format, or 401 without the configured bearer token. */
export const metricsResponses = { 200: { type: 'string' }, 401: plainErrorSchema } as const;
