import { execFile } from 'node:child_process'
import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import type { TestProject } from 'vitest/node'
import { ensureSstPlatform } from '../../scripts/sst-platform.ts'
import { STAGE_RUNS, type StageRun } from './stage-inputs.ts'

const run = promisify(execFile)
const repo = path.resolve(import.meta.dirname, '../..')
/** How long one mocked deploy may take (about 15 s idle, 30 s with both cores loaded). */
const RUN_TIMEOUT_MS = 300_000

/**
 * Installs SST's platform if the cache lacks it, then runs sst.config.ts under Pulumi's mocks once per
 * stage run, side by side, each in a process of its own (Pulumi's runtime is one per process), with only
 * that run's settings and secrets in its environment. The tests read the recorded resources.
 *
 * Vitest runs the projects' global setups one after the other before the first test of any project, so
 * this one only starts the runs and returns: the other projects' tests start at once, and the runs finish
 * beside them (the stacks' files run late: Vitest orders the projects by name). `ready.ts`, each stacks
 * file's setup, waits for the `done` file this writes when every run has ended, or rethrows its error.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'simlessly-stacks-'))
  const names = Object.keys(STAGE_RUNS) as StageRun[]
  const outs = Object.fromEntries(names.map((name) => [name, path.join(dir, `${name}.json`)]))
  const done = path.join(dir, 'done.json')
  const written = deployAll(names, outs)
    .then(
      ({ startedAt, endedAt }) => {
        const ms = endedAt - startedAt
        console.log(`stacks: ran sst.config.ts under Pulumi's mocks for ${names.length} deploys in ${ms} ms`)
        return { ms, startedAt, endedAt }
      },
      (error: Error & { stderr?: string; stdout?: string; killed?: boolean; signal?: string | null }) => ({
        // A run ended by the timeout says so (its stderr is then often empty), with its last output.
        error: [
          error.message,
          error.killed
            ? `ended by ${error.signal ?? 'a signal'} after the ${RUN_TIMEOUT_MS / 1000} s timeout`
            : '',
          error.stderr ?? '',
          (error.stdout ?? '').slice(-2_000),
        ]
          .filter(Boolean)
          .join('\n'),
      }),
    )
    .then(async (result) => {
      // Written whole, then renamed: a reader never sees half a file.
      await writeFile(`${done}.partial`, JSON.stringify(result))
      await rename(`${done}.partial`, done)
    })
  project.provide('stackRuns', outs as Record<StageRun, string>)
  project.provide('stackRunsDone', done)
  return async () => {
    await written
    await rm(dir, { recursive: true, force: true })
  }
}

/** Runs the deploys; answers when they started and ended (epoch ms). */
async function deployAll(names: StageRun[], outs: Record<string, string>) {
  await ensureSstPlatform()
  const startedAt = Date.now()
  await Promise.all(
    names.map(async (name) => {
      const { stage, env } = STAGE_RUNS[name]
      const clean = Object.fromEntries(
        Object.entries(process.env).filter(([key]) => !/^(SST_SECRET_|SIMLESSLY_)/.test(key)),
      )
      await run(process.execPath, ['--import', 'tsx', 'stacks/test/run-with-mocks.ts', outs[name], stage], {
        cwd: repo,
        env: { ...clean, ...env, AWS_EC2_METADATA_DISABLED: 'true', SST_TELEMETRY_DISABLED: '1' },
        timeout: RUN_TIMEOUT_MS,
        maxBuffer: 16 * 1024 * 1024,
      })
    }),
  )
  return { startedAt, endedAt: Date.now() }
}

declare module 'vitest' {
  export interface ProvidedContext {
    stackRuns: Record<import('./stage-inputs.ts').StageRun, string>
    /**
     * The file the global setup writes once every run has ended: `{ ms, startedAt, endedAt }` (epoch ms),
     * or `{ error }`.
     */
    stackRunsDone: string
  }
}
