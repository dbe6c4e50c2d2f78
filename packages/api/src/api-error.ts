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

/** Parses a JSON body with the given validator, turning any mismatch into an `invalid_response` ApiError. */
export async function readJson<T>(response: Response, validate: (value: unknown) => { success: true; data: T } | { success: false }): Promise<T> {
  let body: unknown;
  try {
    body = await response.json();
  } catch (cause) {
    throw new ApiError('invalid_response', `${response.url} did not answer JSON`, response.status, { cause });
  }
  const result = validate(body);
  if (!result.success) throw new ApiError('invalid_response', `${response.url} answered an unexpected shape`, response.status);
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
