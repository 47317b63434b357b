// Shared setup for front-end Vitest projects: DOM matchers and cleanup between tests.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import * as webStreams from 'node:stream/web';
import { loadFallbackSanitizer } from './packages/ui/src/content/sanitize-html.ts';

// Under the vmThreads pool jsdom's context lacks Node's web streams, which MSW needs.
for (const name of ['ReadableStream', 'WritableStream', 'TransformStream'] as const) {
  if (!(name in globalThis)) Object.assign(globalThis, { [name]: webStreams[name] });
}

afterEach(() => {
  cleanup();
});

// The first test of a file that opens a lazily loaded page pays for transforming that page's modules. On two
// busy cores that took over the library's default 1 s, so `findBy*` and `waitFor` wait up to 5 s; a test that
// passes waits no longer than the page needs.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no HTML Sanitizer API: rich text goes through DOMPurify, loaded before any test renders, as a browser
// without the API has it once loaded.
await loadFallbackSanitizer();
