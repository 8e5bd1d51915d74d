import { z } from 'zod';

// In a browser the site's CSP has no 'unsafe-eval'. zod probes for `new Function` to compile faster
// parsers; it catches the refusal, but the browser still reports a CSP violation (Lighthouse's best
// practices count it). Browsers parse with the interpreter; the server keeps the compiled parsers.
// Imported first by index.ts, before any schema is built.
if ('window' in globalThis) z.config({ jitless: true });
