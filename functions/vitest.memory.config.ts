import { defineConfig } from 'vitest/config'

/**
 * The tests that measure the heap while a hostile file is read: each file in a worker of its own
 * (`isolate: true`), since in the `functions` project's shared workers what earlier files left running
 * adds to the heap the measurement reads. They need none of the stand-ins.
 *
 * Each bomb is parsed up to the cap it is refused at, which is CPU work (the sheet's 64 MB: 8.8 s here
 * idle, and over 30 s once in CI with the browser tests beside), so the timeout leaves room for a slow
 * machine: it only decides how long a hung read takes to be reported.
 */
export const MEMORY_TESTS = ['src/domain/generation/hostile-uploads.test.ts']

export default defineConfig({
  test: {
    name: 'functions-memory',
    environment: 'node',
    include: MEMORY_TESTS,
    isolate: true,
    testTimeout: 120_000,
  },
})
