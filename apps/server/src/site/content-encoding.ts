/** The encodings the site sends precompressed, in order of preference when the client weighs them alike. */
export const siteEncodings = ['br', 'gzip'] as const;
export type SiteEncoding = (typeof siteEncodings)[number];

/**
 * The best of br and gzip an `Accept-Encoding` header allows (RFC 9110 §12.5.3): the highest q wins, br before gzip
 * at equal q, `*` stands for any encoding not named, q=0 refuses; undefined means send the identity.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): SiteEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...parameters] = part.trim().split(';');
    if (!name) continue;
    const quality = parameters
      .map((parameter) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(parameter)?.[1])
      .find((value) => value !== undefined);
    weights.set(name.trim(), quality === undefined ? 1 : Number(quality));
  }
  const weightOf = (encoding: SiteEncoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const best = [...siteEncodings].sort((a, b) => weightOf(b) - weightOf(a))[0];
  return best && weightOf(best) > 0 ? best : undefined;
}
