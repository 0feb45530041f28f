import { describe, expect, it } from 'vitest'
import { BATCH_WAIT_MS, claimWait, DEFAULT_TEST_MS, waiting } from './budget.ts'

describe("a test's time budget", () => {
  it(
    'refuses a wait the test has no time for, naming the fix',
    () => {
      expect(() => claimWait(BATCH_WAIT_MS)).toThrow(/waiting\(\.\.\.theWaitsMs\)/)
    },
    DEFAULT_TEST_MS,
  )

  it(
    'takes the waits a test declared, one after another, and refuses one more',
    () => {
      claimWait(BATCH_WAIT_MS)
      claimWait(BATCH_WAIT_MS)
      expect(() => claimWait(1)).toThrow(/waits ask/)
    },
    waiting(BATCH_WAIT_MS, BATCH_WAIT_MS),
  )
})
