import { defineConfig } from 'vitest/config'

/**
 * The stacks checked offline: the global setup installs SST's platform (cached under .sst/) and runs
 * sst.config.ts under Pulumi's mocks for a production, a development and a bootstrap deploy; the tests
 * compare what would be created with the code. The deploys run beside the other projects' tests
 * (`test/ready.ts` waits for them).
 *
 * Files share their worker's modules (`isolate: false`): they read the deploys' recordings (parsed once a
 * stage run in `recorded.ts`, never changed in place) and the functions' config modules, and stub no global
 * or variable: nothing of one file reaches the next.
 */
export default defineConfig({
  test: {
    name: 'stacks',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    isolate: false,
    globalSetup: ['./test/global-setup.ts'],
    // The global setup starts the mocked deploys and returns; each file waits here for them to end.
    setupFiles: ['./test/ready.ts'],
    testTimeout: 30_000,
    // The first run installs the platform from the npm registry (about a minute).
    hookTimeout: 600_000,
  },
})
