// Gzip size of the JavaScript the host needs for its first screen, as a real browser fetches it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from '@portal/e2e/chromium.ts';

export interface InitialJavaScript {
  files: number;
  rawBytes: number;
  gzipBytes: number;
}

/** Loads /dashboard in headless Chromium, collects every script it fetched, and gzips each built file. */
export async function measureInitialJavaScript(baseUrl: string, distDirectory: string): Promise<InitialJavaScript> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
    });
    await page.goto(`${baseUrl}/dashboard`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();

    let rawBytes = 0;
    let gzipBytes = 0;
    for (const pathname of scripts) {
      const content = readFileSync(join(distDirectory, pathname));
      rawBytes += content.byteLength;
      gzipBytes += gzipSync(content).byteLength;
    }
    return { files: scripts.size, rawBytes, gzipBytes };
  } finally {
    await browser.close();
  }
}
