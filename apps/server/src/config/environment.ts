import { z } from 'zod';
import { ConfigError, describeIssue } from './config-error.ts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const basePath = (fallback: string) =>
  z
    .string()
    .regex(/^\/[a-z0-9\-/]*[a-z0-9]$/, 'must be an absolute path like /idp, without a trailing slash')
    .default(fallback);

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().min(1).default('localhost'),
  /** Public origin the browser uses, e.g. https://www.nordhem.de; defaults to http://localhost:PORT. */
  PUBLIC_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
  SHOPFRONT_DEMO: booleanFlag,
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Nordhem <no-reply@nordhem.example>'),
  PARTNER_SECRET: z.base64().min(24, 'must be at least 16 bytes, base64-encoded').optional(),
  COOKIE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  MARKET_CONFIG: z.string().min(1).optional(),
  /** Built demo site to serve; empty serves no pages (the API behind `npm run dev`). */
  SITE_DIST: z.string().optional(),
  PASSWORD_RESET_TTL_SECONDS: z.coerce.number().int().min(60).max(7 * 24 * 3600).default(3600),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  IDP_BASE_PATH: basePath('/idp'),
  OAUTH_BASE_PATH: basePath('/oauth'),
  AUTH_PROXY_BASE_PATH: basePath('/auth-proxy'),
  EXPERIENCE_BASE_PATH: basePath('/experience-api'),
  COMMERCE_BASE_PATH: basePath('/experience-api/occ'),
});

export type Environment = z.infer<typeof environmentSchema>;

export function parseEnvironment(source: NodeJS.ProcessEnv): Environment {
  const result = environmentSchema.safeParse(source);
  if (!result.success) {
    const [issue] = result.error.issues;
    throw new ConfigError(`Invalid environment variable ${issue ? describeIssue(issue) : 'value'}`);
  }
  return result.data;
}
