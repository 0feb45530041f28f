import react from '@vitejs/plugin-react'
import { configDefaults, defineConfig } from 'vitest/config'

/**
 * The component tests that need modules loaded afresh: strings-on-arrival checks that each lazy screen
 * brings its strings when its chunk first loads, which a worker that loaded the chunk for an earlier file
 * cannot show; bare-screens holds the query client's module and tailwind-merge back, which no other file's
 * screens may see. They run in workers of their own (vitest.isolated.config.ts).
 */
export const ISOLATED_TESTS = ['src/app/strings-on-arrival.test.tsx', 'src/app/bare-screens.test.tsx']

/**
 * The web's component tests, in jsdom: every `*.test.tsx`. Pure-logic tests (`*.test.ts`) run in Node
 * (vitest.node.config.ts), which saves a DOM per file; one that needs the DOM after all (document,
 * localStorage, cookies) says so on its first line with `// @vitest-environment jsdom`.
 *
 * Files share their worker's modules and document (`isolate: false`): React, the router, the features and
 * jsdom are loaded once per worker instead of once per file (12 files: 31 CPU s before, 8 after). So a
 * file leaves nothing behind: RTL's cleanup, the document's storage and the console's stores are reset
 * after each test and at each file's start (src/test/setup.ts), each render makes its own query client,
 * and globals stubbed are unstubbed.
 */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  resolve: { alias: { '@': `${import.meta.dirname}/src` } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.tsx'],
    exclude: [...configDefaults.exclude, ...ISOLATED_TESTS],
    isolate: false,
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    testTimeout: 20_000,
    unstubGlobals: true,
  },
})
