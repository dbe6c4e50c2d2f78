/** The cookies of a raw Cookie header (RFC 6265 §5.4); the first of duplicated names wins, as in browsers' order. */
export function parseCookieHeader(header: string | undefined): Record<string, string | undefined> {
  const cookies: Record<string, string | undefined> = {};
  if (!header) return cookies;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0) continue;
    const name = pair.slice(0, separator).trim();
    if (!name || Object.hasOwn(cookies, name)) continue;
    let value = pair.slice(separator + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      cookies[name] = decodeURIComponent(value);
    } catch {
      cookies[name] = value;
    }
  }
  return cookies;
}

/** The Cookie header without the named cookies (and their `.sig` signatures); undefined when nothing is left. */
export function withoutCookies(header: string | undefined, names: readonly string[]): string | undefined {
  if (!header) return header;
  const kept = header
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => {
      const name = pair.slice(0, Math.max(pair.indexOf('='), 0)).trim();
      return pair !== '' && !names.some((removed) => name === removed || name.startsWith(`${removed}.`));
    });
  return kept.length > 0 ? kept.join('; ') : undefined;
}
