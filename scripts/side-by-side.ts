import { spawn } from 'node:child_process'

/**
 * Runs shell commands at the same time, as `npm test` runs its checks (the type check, the lint) beside its
 * tests (the unit phase and the browser phase): tsc is single-threaded and the tests wait on their emulators
 * and browsers, so on two cores each fits in time the others leave idle. The checks, before `--`, run at a
 * lower priority (niceness +10): the tests are the longest and the ones the run waits for, so on two busy
 * cores the checks take the CPU the tests leave rather than slow them down. The last test's output streams
 * as it comes; every other command's is held and printed whole when it ends, so the logs do not interleave.
 * Fails (exit 1) when any command fails, naming each failed one, after all have ended, and prints again the
 * last lines of each failed held output: a log kept only by its tail (CI's record) then still shows which
 * tests failed, though the failed command ended, and printed, long before the last.
 *
 * node --import tsx scripts/side-by-side.ts ['<check>'...] -- '<test>' ['<test>'...]
 */
export type Outcome = { command: string; code: number; seconds: number; output: string }

/** How many of a failed held output's last lines the closing recap prints again, before the summary. */
export const RECAP_LINES = 40

/** How much lower the checks beside the unit tests run (nice(1): 0 is the default, 19 the lowest). */
export const HELD_NICENESS = 10

export async function sideBySide(checks: string[], tests: string[]): Promise<Outcome[]> {
  const commands = [...checks, ...tests]
  return Promise.all(
    commands.map((command, index) => {
      const live = index === commands.length - 1
      const niced = index < checks.length
      const started = performance.now()
      const child = live
        ? spawn(command, { shell: true, stdio: 'inherit' })
        : spawn(
            niced ? 'nice' : '/bin/sh',
            niced ? ['-n', String(HELD_NICENESS), '/bin/sh', '-c', command] : ['-c', command],
            { stdio: ['ignore', 'pipe', 'pipe'] },
          )
      const held: Buffer[] = []
      child.stdout?.on('data', (chunk: Buffer) => held.push(chunk))
      child.stderr?.on('data', (chunk: Buffer) => held.push(chunk))
      return new Promise<Outcome>((resolve) => {
        child.on('close', (code, signal) => {
          const seconds = Math.round((performance.now() - started) / 100) / 10
          const output = Buffer.concat(held).toString()
          const outcome = { command, code: code ?? (signal ? 1 : 0), seconds, output }
          if (!live) {
            const status = outcome.code === 0 ? 'done' : `FAILED (exit ${outcome.code})`
            process.stdout.write(`\n--- ${command}: ${status} in ${seconds} s\n${output}`)
          }
          resolve(outcome)
        })
      })
    }),
  )
}

if (process.argv[1] === import.meta.filename) {
  const args = process.argv.slice(2)
  const split = args.indexOf('--')
  if (split < 0 || split === args.length - 1) {
    console.error("Usage: side-by-side.ts ['<check>'...] -- '<test>' ['<test>'...]")
    process.exit(2)
  }
  const outcomes = await sideBySide(args.slice(0, split), args.slice(split + 1))
  const failed = outcomes.filter((o) => o.code !== 0)
  for (const { command, output } of failed.filter((o) => o.output !== '')) {
    const tail = output.trimEnd().split('\n').slice(-RECAP_LINES).join('\n')
    console.log(`\n--- the last lines of ${command}, which failed:\n${tail}`)
  }
  console.log(
    `\n${outcomes.map((o) => `${o.command}: ${o.code === 0 ? 'ok' : 'FAILED'}, ${o.seconds} s`).join('\n')}`,
  )
  if (failed.length > 0) {
    console.error(`Failed: ${failed.map((o) => o.command).join(', ')}`)
    process.exit(1)
  }
}
