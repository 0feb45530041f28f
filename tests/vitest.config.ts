import { defineConfig } from 'vitest/config'

/**
 * Checks of the repository itself: its import boundaries and its tool configuration. Files share their
 * worker's modules (`isolate: false`): TypeScript's parser and the walkers of the tree are imported once per
 * worker, not once per file. A file's scratch folders are its own (scratch.ts); none stubs a global.
 */
export default defineConfig({
  test: {
    name: 'repo',
    environment: 'node',
    include: ['repo/**/*.test.ts'],
    isolate: false,
    testTimeout: 60_000,
  },
})
