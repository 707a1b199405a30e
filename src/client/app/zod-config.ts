import { z } from 'zod'

/**
 * Zod compiles object parsers with `new Function` unless told not to, and probes for it first:
 * under the server's Content-Security-Policy (no 'unsafe-eval') that probe is reported as a
 * violation. Imported first by main.tsx, before any schema parses.
 */
z.config({ jitless: true })
