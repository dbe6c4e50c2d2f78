import { accountWidgetConfigSchema } from '../account-widget-config.ts';
import { plainErrorResponses, plainErrorSchema } from '../plain-error.ts';
import { siteQuerySchema } from '../experience/content-contract.ts';

/**
 * The window property where a server-rendered page keeps what its visitor did before React hydrated it: a click on a
 * button (a key press on one is a click too) and a form's submission, in order. The page's start script fills it; the
 * page's entry takes it just before hydrating and replays it once hydrated, with the fields typed in meanwhile
 * (ADR 013).
 */
export const pendingInteractionsName = 'shopfrontPendingInteractions';

/** `GET /host-config?country=GB&locale=en-GB`: the configuration a host page hands the account widget and the shell. */
export const hostConfigRoute = {
  querystring: siteQuerySchema,
  response: { 200: accountWidgetConfigSchema, ...plainErrorResponses },
} as const;

/**
 * Answers that are not JSON: Fastify sends a string, a Buffer or a stream as it is and serialises objects only, so a
 * schema per content type documents the body; an error the app words in JSON is checked by its `application/json` one.
 */
const html = { schema: { type: 'string' } } as const;
const htmlOrError = { content: { 'text/html': html, 'application/json': { schema: plainErrorSchema } } } as const;
const redirect = { description: 'The page moved: its address is in Location; no body' } as const;

/** A page of a site, rendered on the server: HTML (a 404 or a refused address too), or a redirect the page asked for. */
export const pageRoute = {
  response: { '2xx': { content: { 'text/html': html } }, '3xx': redirect, '4xx': htmlOrError, '5xx': htmlOrError },
} as const;

/** `/de` → `/de/`: a site's prefix without its slash. */
export const siteRootRedirectRoute = { response: { '3xx': redirect, ...plainErrorResponses } } as const;

/** A file of the build at a stable or hashed address (the loader, the plain host page, assets), in its own type. */
export function fileRoute(mediaType: string) {
  return {
    response: {
      '2xx': { content: { [mediaType]: { schema: { type: 'string' } } } },
      '3xx': { description: 'Not modified, or the address with a slash; no body' },
      '4xx': htmlOrError,
      '5xx': htmlOrError,
    },
  } as const;
}

/** What @fastify/static answers under `/assets/` and `/payment/`: the file as it is, in its own type. */
export const staticFileRoute = {
  response: {
    '2xx': { description: 'The file (or the range asked for) as it is, in its own type' },
    '3xx': { description: 'Not modified; no body' },
    '4xx': htmlOrError,
    '5xx': htmlOrError,
  },
} as const;
