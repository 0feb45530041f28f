import { spawn } from 'node:child_process'

/**
 * Runs shell commands at the same time, as `npm test` runs the type check and the lint beside the unit
 * tests: tsc is single-threaded and the unit tests wait on their emulators, so on two cores the checks
 * fit in time the tests leave idle. The last command's output streams as it comes; each other command's
 * is held and printed whole when it ends, so the logs do not interleave. The other commands run at a lower
 * priority (niceness +10): the last, the unit tests, is the longest and the one the run waits for, so on
 * two busy cores the checks take the CPU it leaves rather than slow it down. Fails (exit 1) when any
 * command fails, naming each failed one, after all have ended.
 *
 * node --import tsx scripts/side-by-side.ts '<command>' ['<command>'...]
 */
export type Outcome = { command: string; code: number; seconds: number }

/** How much lower the checks beside the unit tests run (nice(1): 0 is the default, 19 the lowest). */
export const HELD_NICENESS = 10

export async function sideBySide(commands: string[]): Promise<Outcome[]> {
  return Promise.all(
    commands.map((command, index) => {
      const live = index === commands.length - 1
      const started = performance.now()
      const child = live
        ? spawn(command, { shell: true, stdio: 'inherit' })
        : spawn('nice', ['-n', String(HELD_NICENESS), '/bin/sh', '-c', command], {
            stdio: ['ignore', 'pipe', 'pipe'],
          })
      const held: Buffer[] = []
      child.stdout?.on('data', (chunk: Buffer) => held.push(chunk))
      child.stderr?.on('data', (chunk: Buffer) => held.push(chunk))
      return new Promise<Outcome>((resolve) => {
        child.on('close', (code, signal) => {
          const seconds = Math.round((performance.now() - started) / 100) / 10
          const outcome = { command, code: code ?? (signal ? 1 : 0), seconds }
          if (!live) {
            const status = outcome.code === 0 ? 'done' : `FAILED (exit ${outcome.code})`
            process.stdout.write(`\n--- ${command}: ${status} in ${seconds} s\n${Buffer.concat(held)}`)
          }
          resolve(outcome)
        })
      })
    }),
  )
}

if (process.argv[1] === import.meta.filename) {
  const outcomes = await sideBySide(process.argv.slice(2))
  console.log(
    `\n${outcomes.map((o) => `${o.command}: ${o.code === 0 ? 'ok' : 'FAILED'}, ${o.seconds} s`).join('\n')}`,
  )
  const failed = outcomes.filter((o) => o.code !== 0)
  if (failed.length > 0) {
    console.error(`Failed: ${failed.map((o) => o.command).join(', ')}`)
    process.exit(1)
  }
}
