import { z } from 'zod';

/**
 * Zod 4 compiles object parsers with `new Function` when it finds eval allowed, and finds out by
 * trying it as the first object schema is built: under the sites' Content-Security-Policy (no
 * 'unsafe-eval') that probe is refused and reported as a violation. Each front end imports this
 * module first, before any schema exists, so zod interprets and never probes; the server, with no
 * such policy, keeps the compiled parsers.
 */
z.config({ jitless: true });
