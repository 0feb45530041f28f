import { defineConfig } from 'vitest/config'

/**
 * The stacks checked offline: the global setup installs SST's platform (cached under .sst/) and runs
 * sst.config.ts under Pulumi's mocks for a production, a development and a bootstrap deploy; the tests
 * compare what would be created with the code.
 */
export default defineConfig({
  test: {
    name: 'stacks',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    // The first run installs the platform from the npm registry (about a minute).
    hookTimeout: 600_000,
  },
})
