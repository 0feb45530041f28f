import { defineConfig } from 'vitest/config'

/**
 * The tests that measure the heap while a hostile file is read: each file in a worker of its own
 * (`isolate: true`), since in the `functions` project's shared workers what earlier files left running
 * adds to the heap the measurement reads. They need none of the stand-ins.
 */
export const MEMORY_TESTS = ['src/domain/generation/hostile-uploads.test.ts']

export default defineConfig({
  test: {
    name: 'functions-memory',
    environment: 'node',
    include: MEMORY_TESTS,
    isolate: true,
    testTimeout: 30_000,
  },
})
