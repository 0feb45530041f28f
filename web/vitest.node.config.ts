import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

/**
 * The web's pure-logic tests (`*.test.ts`: form values, filters, formats, models) in Node, without a DOM
 * built for each file; the component tests run in jsdom (vitest.config.ts). A `*.test.ts` that needs the
 * DOM (document, localStorage, cookies) starts with `// @vitest-environment jsdom` and gets it here, with
 * the same setup.
 *
 * Files share their worker's modules (`isolate: false`, as the component tests do): the whole project, 58
 * files, took 45.2 CPU s with a module graph per file, 6.9 with one per worker.
 */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  resolve: { alias: { '@': `${import.meta.dirname}/src` } },
  test: {
    name: 'web-logic',
    environment: 'node',
    isolate: false,
    include: ['src/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    testTimeout: 20_000,
    unstubGlobals: true,
  },
})
