/** The browsers a device list names; anything else is `other`. */
export const deviceBrowsers = ['edge', 'opera', 'samsung-internet', 'firefox', 'chrome', 'safari', 'other'] as const;
export type DeviceBrowser = (typeof deviceBrowsers)[number];

/** The platforms a device list names; anything else is `other`. */
export const devicePlatforms = ['windows', 'macos', 'ios', 'android', 'chromeos', 'linux', 'other'] as const;
export type DevicePlatform = (typeof devicePlatforms)[number];

/** Product names are not translated; what the parser could not name (`other`) is, by the catalogues. */
export const deviceBrowserNames: Readonly<Record<Exclude<DeviceBrowser, 'other'>, string>> = {
  edge: 'Microsoft Edge',
  opera: 'Opera',
  'samsung-internet': 'Samsung Internet',
  firefox: 'Firefox',
  chrome: 'Chrome',
  safari: 'Safari',
};
export const devicePlatformNames: Readonly<Record<Exclude<DevicePlatform, 'other'>, string>> = {
  windows: 'Windows',
  macos: 'macOS',
  ios: 'iOS',
  android: 'Android',
  chromeos: 'ChromeOS',
  linux: 'Linux',
};

export interface DeviceDescription {
  readonly browser: DeviceBrowser;
  readonly platform: DevicePlatform;
}

/**
 * In this order: Chromium-based browsers name Chrome and Safari too, Chrome names Safari, so the most specific token
 * wins. The iOS forms (CriOS, FxiOS, EdgiOS) are WebKit underneath but name the browser the customer chose.
 */
const browserTokens: readonly (readonly [RegExp, DeviceBrowser])[] = [
  [/\b(?:Edg|EdgA|EdgiOS|Edge)\//, 'edge'],
  [/\b(?:OPR|OPiOS|Opera)\//, 'opera'],
  [/\bSamsungBrowser\//, 'samsung-internet'],
  [/\b(?:Firefox|FxiOS)\//, 'firefox'],
  [/\b(?:Chrome|HeadlessChrome|CriOS|Chromium)\//, 'chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'safari'],
];

/** Android names Linux, iPadOS 13+ in desktop mode names Macintosh (then only touch tells them apart: not in the string). */
const platformTokens: readonly (readonly [RegExp, DevicePlatform])[] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'ios'],
  [/\bAndroid\b/, 'android'],
  [/\bWindows\b/, 'windows'],
  [/\bCrOS\b/, 'chromeos'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macos'],
  [/\bLinux\b|\bX11\b/, 'linux'],
];

function firstMatch<T>(userAgent: string, tokens: readonly (readonly [RegExp, T])[], fallback: T): T {
  return tokens.find(([pattern]) => pattern.test(userAgent))?.[1] ?? fallback;
}

/** The browser and platform a User-Agent header names, for a customer to recognise their device in a list. */
export function describeUserAgent(userAgent: string | undefined): DeviceDescription {
  const header = (userAgent ?? '').slice(0, 512);
  return {
    browser: firstMatch(header, browserTokens, 'other'),
    platform: firstMatch(header, platformTokens, 'other'),
  };
}
