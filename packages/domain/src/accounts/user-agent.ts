/**
 * Browser and system of a User-Agent, for the sessions overview: enough to tell "Safari on iOS"
 * from "Chrome on Windows". The order matters: Edge and Opera name Chrome too, Chrome names Safari.
 */
const BROWSERS: ReadonlyArray<[string, RegExp]> = [
  ['Edge', /\bEdg(e|A|iOS)?\//],
  ['Opera', /\b(OPR|Opera)\//],
  ['Samsung Internet', /\bSamsungBrowser\//],
  ['Firefox', /\b(Firefox|FxiOS)\//],
  ['Chrome', /\b(Chrome|HeadlessChrome|CriOS|Chromium)\//],
  ['Safari', /\bVersion\/[\d.]+.*\bSafari\//],
];
const SYSTEMS: ReadonlyArray<[string, RegExp]> = [
  ['iOS', /\b(iPhone|iPad|iPod)\b/],
  ['Android', /\bAndroid\b/],
  ['Windows', /\bWindows\b/],
  ['macOS', /\bMac OS X\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['Linux', /\bLinux\b/],
];

export function describeUserAgent(userAgent: string | null): { browser: string | null; os: string | null } {
  if (!userAgent) return { browser: null, os: null };
  const find = (list: ReadonlyArray<[string, RegExp]>) => list.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? null;
  return { browser: find(BROWSERS), os: find(SYSTEMS) };
}
