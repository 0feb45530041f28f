import { defineConfig } from 'vitest/config'

/** Checks of the repository itself: its import boundaries and its tool configuration. */
export default defineConfig({
  test: { name: 'repo', environment: 'node', include: ['repo/**/*.test.ts'], testTimeout: 60_000 },
})
