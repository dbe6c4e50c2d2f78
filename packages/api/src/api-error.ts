/**
 * Every failure of every API client: a stable `code` to branch on (`network`, `invalid_response`, a CDC code such as
 * `403042`, an experience `sap_403042`, an RFC 6749 `invalid_grant`, an OCC error type), the HTTP status when there
 * was one, and the `cause`. Each service's client raises its own subclass; catch `ApiError` to handle them all.
 */
export class ApiError extends Error {
  override readonly name: string = 'ApiError';
  constructor(
    readonly code: string,
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export type FetchFunction = typeof fetch;

/**
 * Reads to its end a body the caller has no use for. Until a body is read or cancelled, Chromium keeps its request
 * open: a status-only check left unread keeps every page it runs on from ever becoming idle. Every path of every
 * process function ends here, in readJson or in a failure reader.
 */
export async function discardBody(response: Response): Promise<void> {
  if (response.bodyUsed) return;
  await response.arrayBuffer().catch(() => undefined);
}

/** A refusal that says nothing beyond its status: the body is discarded, then ApiError `http_error`. */
export async function httpError(response: Response, what: string): Promise<never> {
  await discardBody(response);
  throw new ApiError('http_error', `${what} answered ${response.status}`, response.status);
}

/** A call whose success has nothing to read: resolves on 2xx, ApiError `http_error` otherwise; the body is discarded either way. */
export async function expectSuccessStatus(response: Response, what: string): Promise<void> {
  if (!response.ok) return httpError(response, what);
  await discardBody(response);
}

/** Parses a JSON body with the given validator, turning any mismatch into an `invalid_response` ApiError. */
export async function readJson<T>(
  response: Response,
  validate: (value: unknown) => { success: true; data: T } | { success: false },
): Promise<T> {
  let body: unknown;
  try {
    body = await response.json();
  } catch (cause) {
    throw new ApiError('invalid_response', `${response.url} did not answer JSON`, response.status, { cause });
  }
  const result = validate(body);
  if (!result.success)
    throw new ApiError('invalid_response', `${response.url} answered an unexpected shape`, response.status);
  return result.data;
}

/** Runs a request, turning a network failure into a `network` ApiError. */
export async function send(fetchFunction: FetchFunction, url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetchFunction(url, init);
  } catch (cause) {
    throw new ApiError('network', `${url} could not be reached`, undefined, { cause });
  }
}
