import { defineConfig } from 'vitest/config'

/**
 * One Vitest run covers every workspace; each project has its own config beside its code.
 *
 * Two workers (Vitest's default on two cores is one): the unit phase mostly waits, on DynamoDB Local, the
 * stand-ins' jobs and timers, so two files waiting side by side take the time of one. Files run grouped by
 * project, the longest first (Vitest's results cache; on a fresh clone, the largest file first).
 */
export default defineConfig({
  test: {
    maxWorkers: 2,
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
