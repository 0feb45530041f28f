/**
 * Zod compiles object parsers with `new Function` where it may, and probes for that once; under the page's
 * CSP (no 'unsafe-eval') the probe is refused and reported as a CSP violation (Lighthouse's best practices
 * list it). Jitless, zod never probes: it parses the same way without compiling. Set where zod keeps its
 * configuration (`globalThis.__zod_globalConfig`, which zod's `config()` writes and every copy of zod reads),
 * before any chunk loads zod, and without loading zod itself: the first page has none (zod-jitless.test.ts).
 */
type ZodConfigHolder = { __zod_globalConfig?: { jitless?: boolean } }

const holder = globalThis as ZodConfigHolder
holder.__zod_globalConfig ??= {}
holder.__zod_globalConfig.jitless = true

export {}
