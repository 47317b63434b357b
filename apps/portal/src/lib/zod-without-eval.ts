import { z } from 'zod';

// Zod probes whether it may compile parsers with `new Function`; under the portal's Content-Security-Policy
// (no 'unsafe-eval') that probe is a reported violation on every page. The setting is global, so it covers
// the zod copies the remotes bundle too. Imported first by main.tsx, before anything parses.
z.config({ jitless: true });
