import { config } from 'zod/mini'

/**
 * Zod compiles object parsers with `new Function` where it may, and probes for that once; under the page's
 * CSP (no 'unsafe-eval') the probe is refused and reported as a CSP violation (Lighthouse's best practices
 * list it). Jitless, zod never probes: it parses the same way without compiling.
 */
config({ jitless: true })
