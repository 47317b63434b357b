import { afterAll } from 'vitest';
import { removeTempDirs } from '../helpers/temp-dir.ts';

// A setup file runs again for every test file, unlike a helper module: files share the module cache
// (`isolate: false`), so a hook registered when `temp-dir.ts` was first imported ran after the first file only,
// and every later file's directories stayed behind.
afterAll(removeTempDirs);
