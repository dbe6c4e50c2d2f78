const browsers: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(A|iOS)?\//, 'Edge'],
  [/\bOPR\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];

const platforms: readonly (readonly [RegExp, string])[] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

function firstMatch(userAgent: string, candidates: readonly (readonly [RegExp, string])[]): string | undefined {
  return candidates.find(([pattern]) => pattern.test(userAgent))?.[1];
}

/**
 * The name a new passkey is listed under: browser and platform of the browser that registered it ("Chrome on
 * Windows"), read from its user agent; "Passkey" when neither is recognised.
 */
export function passkeyDeviceName(userAgent: string | undefined): string {
  const browser = firstMatch(userAgent ?? '', browsers);
  const platform = firstMatch(userAgent ?? '', platforms);
  if (browser && platform) return `${browser} on ${platform}`;
  return browser ?? platform ?? 'Passkey';
}
