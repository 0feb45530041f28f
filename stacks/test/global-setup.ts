import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import type { TestProject } from 'vitest/node'
import { ensureSstPlatform } from '../../scripts/sst-platform.ts'
import { STAGE_RUNS, type StageRun } from './stage-inputs.ts'

const run = promisify(execFile)
const repo = path.resolve(import.meta.dirname, '../..')

/**
 * Installs SST's platform if the cache lacks it, then runs sst.config.ts under Pulumi's mocks once per
 * stage run, side by side, each in a process of its own (Pulumi's runtime is one per process), with only
 * that run's settings and secrets in its environment. The tests read the recorded resources.
 */
export default async function setup(project: TestProject) {
  await ensureSstPlatform()
  const dir = await mkdtemp(path.join(os.tmpdir(), 'simlessly-stacks-'))
  const started = Date.now()
  const entries = await Promise.all(
    (Object.keys(STAGE_RUNS) as StageRun[]).map(async (name) => {
      const { stage, env } = STAGE_RUNS[name]
      const out = path.join(dir, `${name}.json`)
      const clean = Object.fromEntries(
        Object.entries(process.env).filter(([key]) => !/^(SST_SECRET_|SIMLESSLY_)/.test(key)),
      )
      await run(process.execPath, ['--import', 'tsx', 'stacks/test/run-with-mocks.ts', out, stage], {
        cwd: repo,
        env: { ...clean, ...env, AWS_EC2_METADATA_DISABLED: 'true', SST_TELEMETRY_DISABLED: '1' },
        timeout: 300_000,
        maxBuffer: 16 * 1024 * 1024,
      })
      return [name, out] as const
    }),
  )
  console.log(
    `stacks: ran sst.config.ts under Pulumi's mocks for ${entries.length} deploys in ${Date.now() - started} ms`,
  )
  project.provide('stackRuns', Object.fromEntries(entries) as Record<StageRun, string>)
  return () => rm(dir, { recursive: true, force: true })
}

declare module 'vitest' {
  export interface ProvidedContext {
    stackRuns: Record<import('./stage-inputs.ts').StageRun, string>
  }
}
