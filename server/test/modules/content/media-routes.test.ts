import { statSync } from 'node:fs';
import path from 'node:path';
import { contentMediaPlaceholder, resolveMediaUri, type ContentMedia } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaDir } from '../../../src/modules/content/media-routes.ts';
import { seasonVideo } from '../../../src/modules/content/media/catalogue.ts';
import { loadContentPages } from '../../../src/seed/content.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';

const seedPages = loadContentPages();

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp.close();
});

function get(url: string, headers: Record<string, string> = {}) {
  return testApp.app.inject({ method: 'GET', url, headers });
}

/** Every media object and document address the demo content uses. */
function seededMedia(): { images: ContentMedia[]; files: string[] } {
  const images: ContentMedia[] = [];
  const files = new Set<string>();
  for (const page of seedPages) {
    for (const row of page.rows) {
      for (const { item } of row.placements) {
        const { data } = item;
        if (data.media) images.push(data.media);
        for (const entry of data.entries ?? []) {
          if (entry.media) images.push(entry.media);
          if (entry.uri) files.add(entry.uri);
        }
        if (data.video) {
          files.add(data.video.uri);
          if (data.video.captions) files.add(data.video.captions);
        }
        if (item.uri && !item.uri.includes('{')) files.add(item.uri);
      }
    }
  }
  return { images, files: [...files] };
}

describe('content media', () => {
  it('serves every rendition the seeded content asks for, with {width} and {cropName} filled in', async () => {
    const { images } = seededMedia();
    const urls = new Set<string>();
    for (const media of images) {
      expect(media.uri).toContain('{width}');
      expect(media.uri).toContain('{cropName}');
      for (const size of media.sizes ?? [])
        urls.add(resolveMediaUri(media.uri, testApp.config.CONTENT_RESOURCE_PATH, size));
    }
    expect(urls.size).toBeGreaterThan(50);
    for (const url of urls) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      const width = /-(\d+)\.svg$/.exec(url)?.[1];
      expect(response.body).toMatch(new RegExp(`^<svg [^>]*width="${width}" height="\\d+"`));
      expect(response.body).not.toMatch(/<text|<script|<foreignObject/);
    }
  });

  it('serves every document, video and captions file the seeded content links to', async () => {
    const { files } = seededMedia();
    expect(files.length).toBeGreaterThan(20);
    const types: Record<string, string> = {
      pdf: 'application/pdf',
      mp4: 'video/mp4',
      vtt: 'text/vtt; charset=utf-8',
    };
    for (const uri of files) {
      expect(uri.startsWith(`${contentMediaPlaceholder}/`), uri).toBe(true);
      const url = resolveMediaUri(uri, testApp.config.CONTENT_RESOURCE_PATH);
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe(types[url.split('.').at(-1) ?? '']);
      if (url.endsWith('.pdf')) expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      if (url.endsWith('.vtt')) expect(response.body.startsWith('WEBVTT')).toBe(true);
    }
  });

  it('keeps the video small and caches content-hashed files for good, others for a day', async () => {
    expect(statSync(path.join(mediaDir, seasonVideo.file)).size).toBeLessThan(300 * 1024);
    const video = await get(`/content/media/${seasonVideo.file}`);
    expect(video.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(video.headers['accept-ranges']).toBe('bytes');
    const range = await get(`/content/media/${seasonVideo.file}`, { range: 'bytes=0-99' });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload).toHaveLength(100);
    const captions = await get('/content/media/video/season-preview.fr.vtt');
    expect(captions.headers['cache-control']).toBe('public, max-age=86400');
    const art = await get('/content/media/art/vans-product-square-320.svg');
    expect(art.headers['cache-control']).toBe('public, max-age=86400');
    expect(art.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('answers 304 to a matching If-None-Match and draws the same artwork every time', async () => {
    const first = await get('/content/media/art/season-hero-wide-640.svg');
    const again = await get('/content/media/art/season-hero-wide-640.svg', {
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    const pdf = await get('/content/media/legal/cookie-policy-2026-09-it.pdf');
    expect(pdf.headers['content-disposition']).toBe('inline; filename="cookie-policy-2026-09-it.pdf"');
    const pdfAgain = await get('/content/media/legal/cookie-policy-2026-09-it.pdf', {
      'if-none-match': String(pdf.headers.etag),
    });
    expect(pdfAgain.statusCode).toBe(304);
  });

  it.each([
    '/content/media/art/season-hero-wide-20.svg',
    '/content/media/art/season-hero-wide-9000.svg',
    '/content/media/art/season-hero-oval-640.svg',
    '/content/media/art/unknown-wide-640.svg',
    '/content/media/art/season-hero-wide-640.png',
    '/content/media/legal/privacy-policy-2020-01-en.pdf',
    '/content/media/legal/privacy-policy-2026-09-nl.pdf',
    '/content/media/docs/secret-plans-en.pdf',
    '/content/media/video/missing.mp4',
    '/content/media/../package.json',
    '/content/media/%2e%2e/%2e%2e/package.json',
    '/content/media/.gitkeep',
  ])('answers 404 JSON for %s', async (url) => {
    const response = await get(url, { accept: 'text/html' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'Not Found' });
  });

  it('never leaves the media folder', async () => {
    for (const url of [
      '/content/media/video/..%2f..%2f..%2fpackage.json',
      '/content/media/video/%2e%2e%2f%2e%2e%2fsrc%2fconfig.ts',
      '/content/media/art/..%2f..%2fpackage.json',
    ]) {
      const response = await get(url);
      expect([403, 404], url).toContain(response.statusCode);
      expect(response.json()).toEqual({ error: expect.any(String), message: expect.any(String) });
    }
  });

  it('lists no directory', async () => {
    for (const url of ['/content/media/', '/content/media/video/', '/content/media/video', '/content/media/art/']) {
      const response = await get(url, { accept: 'text/html' });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.headers['content-type']).toContain('application/json');
    }
  });
});

describe('content media under another path', () => {
  it('mounts at the path of CONTENT_RESOURCE_PATH, also when it is a CDN address, and allows it in the CSP', async () => {
    const cdn = await buildTestApp({ CONTENT_RESOURCE_PATH: 'https://cdn.example.com/portal-media' });
    try {
      const moved = await cdn.app.inject({ method: 'GET', url: '/portal-media/art/deliveries-card-400.svg' });
      expect(moved.statusCode).toBe(404);
      const art = await cdn.app.inject({ method: 'GET', url: '/portal-media/art/deliveries-landscape-400.svg' });
      expect(art.statusCode).toBe(200);
      expect(
        (await cdn.app.inject({ method: 'GET', url: '/content/media/art/deliveries-landscape-400.svg' })).statusCode,
      ).toBe(404);
      const csp = String(art.headers['content-security-policy']);
      expect(csp).toContain("default-src 'none'");
      const page = await cdn.app.inject({ method: 'GET', url: '/pub/api/v1/cms/contents-prelogin/en' });
      expect(String(page.headers['content-security-policy'])).toContain("img-src 'self' data: https://cdn.example.com");
      expect(String(page.headers['content-security-policy'])).toContain("media-src 'self' https://cdn.example.com");
    } finally {
      await cdn.close();
    }
  });
});
