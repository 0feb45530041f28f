import { type RunnerTestCase, TestRunner } from 'vitest'

/**
 * A test's time budget and the waits it makes, kept consistent in one place. A wait on the pipeline
 * (`eventually`, and `waitForBatch` through it) gives the worker a budget; a test that calls it must have at
 * least that budget left, or on a loaded machine it is ended by its own timeout while the wait still has time
 * (the 30 s default against `waitForBatch`'s 60 s). So every wait declares itself (`claimWait`), and a test
 * whose waits together ask more than its timeout fails at once, on any machine, naming the fix:
 * `test(name, fn, waiting(BATCH_WAIT_MS))`.
 */

/** The project's default (vitest.config.ts): what a test that waits on nothing long gets. */
export const DEFAULT_TEST_MS = 30_000

/** How long `waitForBatch` lets a batch run: 50 rows with their pictures take 20-40 s on a loaded machine. */
export const BATCH_WAIT_MS = 60_000

/** How long a wait on the worker (a job, a queue, a webhook) gives it by default (`eventually`). */
export const PIPELINE_WAIT_MS = 10_000

/**
 * The timeout of a test that makes these waits one after another: their budgets added, and the default's
 * 30 s for the test's own work (its requests, unzipping and decoding the outputs).
 */
export function waiting(...waitsMs: number[]): number {
  return DEFAULT_TEST_MS + waitsMs.reduce((sum, ms) => sum + ms, 0)
}

const claimed = new WeakMap<RunnerTestCase, number>()

/**
 * Books a wait of `timeoutMs` against the running test's timeout; throws if the test's waits so far and the
 * default's time for its own work ask more than it has (`waiting()` gives exactly that). Outside a test (a
 * `beforeAll`, whose budget is the hook timeout) nothing is booked.
 */
export function claimWait(timeoutMs: number): void {
  const test = TestRunner.getCurrentTest()
  if (!test?.timeout) return
  const total = (claimed.get(test) ?? 0) + timeoutMs
  claimed.set(test, total)
  if (total + DEFAULT_TEST_MS > test.timeout) {
    throw new Error(
      `This test's waits ask ${total} ms (this one ${timeoutMs}) and its timeout is ${test.timeout} ms: ` +
        `give it the waits' budget, test(name, fn, waiting(...theWaitsMs)) (test/budget.ts)`,
    )
  }
}
