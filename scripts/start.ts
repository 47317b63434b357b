// `npm start`: build what is not built yet, then run the server on the same process.
import { ensureBuilt } from './build.ts';

ensureBuilt();
await import('../server/src/main.ts');
