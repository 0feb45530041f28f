import { writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter'
import { CpuSampler } from './cpu-sampler.ts'

/**
 * A Playwright reporter that sums each spec file's test time (hooks and fixtures included) and its share
 * of the CPU the whole process tree burnt meanwhile (the runner, its workers, the server with its
 * emulators, the browsers). Writes the 20 slowest spec files to E2E_COSTS_FILE (default
 * /tmp/e2e-costs.md):
 *
 * npm run test:e2e -- --reporter=list,./tests/support/e2e-costs.ts
 */
export default class E2eCosts implements Reporter {
  private sampler = new CpuSampler()

  private name(test: TestCase) {
    return path.relative(process.cwd(), test.location.file)
  }

  onTestBegin(test: TestCase) {
    this.sampler.start(this.name(test))
  }

  onTestEnd(test: TestCase, result: TestResult) {
    this.sampler.end(this.name(test), result.duration / 1000, 1)
    // After every test, so that a run stopped half-way still leaves its figures.
    this.write()
  }

  onEnd() {
    console.log(`E2E costs: ${this.write(true)}`)
  }

  private write(final = false) {
    const file = process.env.E2E_COSTS_FILE ?? '/tmp/e2e-costs.md'
    const top = Number(process.env.COSTS_TOP ?? 20)
    writeFileSync(file, `${this.sampler.report(final ? 'E2E specs' : 'E2E specs (so far)', top)}\n`)
    return file
  }
}
