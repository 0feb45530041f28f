import { defineConfig } from 'vitest/config'

/** One Vitest run covers every workspace; each project has its own config beside its code. */
export default defineConfig({
  test: {
    projects: [
      'shared',
      'functions',
      'functions/vitest.memory.config.ts',
      'web',
      'web/vitest.isolated.config.ts',
      'web/vitest.node.config.ts',
      'tests',
      'stacks',
    ],
  },
})
