/**
 * Runs drizzle-kit with its arguments (`node scripts/drizzle-kit.ts generate`).
 * npm keeps drizzle-orm in server/node_modules but hoists drizzle-kit to the root node_modules, from where
 * drizzle-kit cannot find drizzle-orm; resolve its drizzle-orm imports and requires from here instead.
 */
import { createRequire, registerHooks } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
// The resolutions below pass through this hook again; let those take the normal route.
let redirecting = false;

registerHooks({
  resolve(specifier, context, nextResolve) {
    const isOrm = specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/');
    if (!isOrm || redirecting) return nextResolve(specifier, context);
    redirecting = true;
    try {
      const url = context.conditions.includes('require')
        ? pathToFileURL(require.resolve(specifier)).href
        : import.meta.resolve(specifier);
      return { url, shortCircuit: true };
    } finally {
      redirecting = false;
    }
  },
});

// bin.cjs is not in drizzle-kit's exports map, so locate it next to the package entry point.
const kitDir = path.dirname(require.resolve('drizzle-kit'));
await import(path.join(kitDir, 'bin.cjs'));
