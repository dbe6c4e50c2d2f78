import { ApiError, type FetchFunction, readJson, send } from '../api-error.ts';
import { type FromSchema, type JsonSchema, safeCheck } from '../json-schema-check.ts';
import type { IdentityForm, IdentityMethod } from './identity-requests.ts';
import { cdcErrorResponse } from './identity-responses.ts';

/*
 * A call of an identity provider method in CDC's form-encoded style and its checked answer, apart from the clients:
 * the passkey login's challenge, fetched when the login form opens, takes no more than this.
 */

/** A CDC error: `code` is its numeric `errorCode` as text, `status` its `statusCode`; the catalogue maps the code. */
export class IdentityProviderError extends ApiError {
  override readonly name = 'IdentityProviderError';
  constructor(
    readonly statusCode: number,
    readonly errorCode: number,
    readonly details: string,
  ) {
    super(String(errorCode), `identity provider error ${errorCode}`, statusCode);
  }
}

export interface IdentityEndpoint {
  readonly idpBaseUrl: string;
  readonly apiKey: string;
}

export function postIdentityMethod<Method extends IdentityMethod>(
  fetchFunction: FetchFunction,
  endpoint: IdentityEndpoint,
  method: Method,
  form: IdentityForm<Method>,
) {
  return send(fetchFunction, `${endpoint.idpBaseUrl}/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ apiKey: endpoint.apiKey, httpStatusCodes: 'true', ...form }).toString(),
    credentials: 'include',
  });
}

/** The refusal a CDC answer carries, as the error the client throws; undefined for a success. */
export function refusalIn(value: unknown): IdentityProviderError | undefined {
  const refused = safeCheck(cdcErrorResponse, value);
  return refused.success
    ? new IdentityProviderError(refused.data.statusCode, refused.data.errorCode, refused.data.errorDetails ?? '')
    : undefined;
}

type CdcAnswer<Body> =
  { readonly refusal: IdentityProviderError } | { readonly refusal?: undefined; readonly body: Body };

function checkCdcAnswer<const Success extends JsonSchema>(
  success: Success,
  value: unknown,
): { success: true; data: CdcAnswer<FromSchema<Success>> } | { success: false } {
  const refusal = refusalIn(value);
  if (refusal) return { success: true, data: { refusal } };
  const accepted = safeCheck(success, value);
  return accepted.success ? { success: true, data: { body: accepted.data } } : accepted;
}

/** A CDC answer checked against the method's success schema; a refusal throws IdentityProviderError. */
export async function readCdcAnswer<const Success extends JsonSchema>(
  response: Response,
  success: Success,
): Promise<FromSchema<Success>> {
  const answer = await readJson(response, (value) => checkCdcAnswer(success, value));
  if (answer.refusal) throw answer.refusal;
  return answer.body;
}
