import { existsSync } from 'node:fs';

/** Where a Chromium may be, in order of preference: CHROMIUM_PATH, then Debian's and Ubuntu's package. */
export function chromiumCandidates(env: Record<string, string | undefined> = process.env): string[] {
  return [env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    (candidate): candidate is string => Boolean(candidate),
  );
}

/** Debian's Chromium, or the binary named by CHROMIUM_PATH; tests never download a browser. */
export function findChromium(): string {
  const found = chromiumCandidates().find((candidate) => existsSync(candidate));
  if (!found) {
    throw new Error(
      'No Chromium found for the end-to-end tests. Install one with `sudo apt-get install chromium` ' +
        '(Debian/Ubuntu) or set CHROMIUM_PATH to a Chromium or Chrome executable.',
    );
  }
  return found;
}

/** Flags for a headless Chromium on a machine with no network beyond localhost and, in CI, running as root. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
