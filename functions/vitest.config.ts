import { configDefaults, defineConfig } from 'vitest/config'
import { MEMORY_TESTS } from './vitest.memory.config.ts'

/**
 * Unit tests and API tests. The global setup starts the local stand-ins (DynamoDB Local in memory,
 * s3rver, SQS, the SMTP sink) on random loopback ports once for the whole run.
 *
 * Files share their worker's modules (`isolate: false`): the AWS SDK, Hono, the routes and the domain are
 * imported once per worker instead of once per file, which was most of this project's time. So a test
 * file leaves nothing behind: environment variables and globals it stubs, timers it fakes and spies it
 * sets are undone after each test (below, and `vi.useRealTimers()` where it fakes them), and what it
 * stores goes under names of its own (fresh users, enterprises, tables: see test/helpers.ts).
 */
export default defineConfig({
  test: {
    name: 'functions',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Heap measurements run in workers of their own (vitest.memory.config.ts).
    exclude: [...configDefaults.exclude, ...MEMORY_TESTS],
    globalSetup: ['./test/global-setup.ts'],
    isolate: false,
    unstubEnvs: true,
    unstubGlobals: true,
    restoreMocks: true,
    testTimeout: 30_000,
    // The first run downloads the DynamoDB Local jar (about 56 MB) before the stack starts.
    hookTimeout: 180_000,
  },
})
