import { writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Reporter, TestModule } from 'vitest/node'
import { CpuSampler } from './cpu-sampler.ts'

/**
 * A Vitest reporter that measures each test file's wall time (from the moment it is handed to a worker,
 * so its imports count, to its end) and its share of the CPU the whole process tree burnt meanwhile.
 * Writes the 20 slowest files to UNIT_COSTS_FILE (default /tmp/unit-costs.md):
 *
 * npm run test:unit -- --reporter=default --reporter=./tests/support/unit-costs.ts
 */
export default class UnitCosts implements Reporter {
  private sampler = new CpuSampler()
  private queued = new Map<string, number>()

  private name(module: TestModule) {
    return `${module.project.name}: ${path.relative(process.cwd(), module.moduleId)}`
  }

  onTestModuleQueued(module: TestModule) {
    this.queued.set(module.moduleId, performance.now())
    this.sampler.start(this.name(module))
  }

  onTestModuleEnd(module: TestModule) {
    const seconds = (performance.now() - (this.queued.get(module.moduleId) ?? performance.now())) / 1000
    this.sampler.end(this.name(module), seconds, [...module.children.allTests()].length)
    // After every file, so that a run stopped half-way still leaves its figures.
    this.write()
  }

  onTestRunEnd() {
    console.log(`Unit test costs: ${this.write(true)}`)
  }

  private write(final = false) {
    const file = process.env.UNIT_COSTS_FILE ?? '/tmp/unit-costs.md'
    const top = Number(process.env.COSTS_TOP ?? 20)
    writeFileSync(file, `${this.sampler.report(final ? 'Unit tests' : 'Unit tests (so far)', top)}\n`)
    return file
  }
}
