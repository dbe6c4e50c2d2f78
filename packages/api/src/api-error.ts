/** Every failure of an API client: a stable `code` to branch on, the HTTP status when there was one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: 'network' | 'invalid_response' | 'http_error',
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
