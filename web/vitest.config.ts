import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

/**
 * The web's component tests, in jsdom: every `*.test.tsx`. Pure-logic tests (`*.test.ts`) run in Node
 * (vitest.node.config.ts), which saves a DOM per file; one that needs the DOM after all (document,
 * localStorage, cookies) says so on its first line with `// @vitest-environment jsdom`.
 */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  resolve: { alias: { '@': `${import.meta.dirname}/src` } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.tsx'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    testTimeout: 20_000,
    unstubGlobals: true,
  },
})
