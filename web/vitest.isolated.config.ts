import { configDefaults, defineConfig } from 'vitest/config'
import base, { ISOLATED_TESTS } from './vitest.config.ts'

/** The component tests that need a fresh module graph (see ISOLATED_TESTS), each file in its own. */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    name: 'web-isolated',
    include: ISOLATED_TESTS,
    exclude: configDefaults.exclude,
    isolate: true,
  },
})
