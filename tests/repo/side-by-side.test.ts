import { execFile, execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'

const script = path.resolve(import.meta.dirname, '../../scripts/side-by-side.ts')
const scratch = mkdtempSync(path.join(os.tmpdir(), 'simlessly-side-by-side-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

const root = path.resolve(import.meta.dirname, '../..')
const inScratch = (commands: string[]) => commands.map((command) => `cd ${scratch} && ${command}`)
/** The script run from the repository (where tsx resolves), each command in the scratch folder. */
const run = (checks: string[], tests: string[]) =>
  promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', script, ...inScratch(checks), '--', ...inScratch(tests)],
    { cwd: root },
  )

describe("npm test's checks beside its tests (scripts/side-by-side.ts)", () => {
  it('runs the commands at the same time, and prints a held output whole once its command ends', async () => {
    // The first reads a pipe until the last writes to it: one after the other, it would wait forever.
    execFileSync('mkfifo', [path.join(scratch, 'pipe')])
    const { stdout } = await run(['echo held; cat pipe'], ['echo live > pipe'])
    expect(stdout).toMatch(/--- cd \S+ && echo held; cat pipe: done in [\d.]+ s\nheld\nlive\n/)
    expect(stdout).toMatch(/cd \S+ && echo live > pipe: ok, [\d.]+ s/)
  })

  it('runs the checks at a lower priority than the tests, so the tests take the CPU first', async () => {
    const { stdout } = await run(['echo check $(nice)'], ['echo e2e $(nice)', 'echo unit $(nice)'])
    const niceness = (name: string) => Number(stdout.match(new RegExp(`^${name} (\\d+)$`, 'm'))?.[1])
    expect(niceness('e2e')).toBe(niceness('unit'))
    expect(niceness('check')).toBe(Math.min(niceness('unit') + 10, 19))
    // The tests' outputs do not interleave: the held one comes whole, after its command ended.
    expect(stdout).toMatch(/--- cd \S+ && echo e2e \$\(nice\): done in [\d.]+ s\ne2e \d+\n/)
  })

  it('refuses a command line without its tests', async () => {
    const refused = await promisify(execFile)(process.execPath, ['--import', 'tsx', script, 'true'], {
      cwd: root,
    }).catch((error) => error)
    expect(refused.code).toBe(2)
    expect(refused.stderr).toMatch(/Usage: side-by-side.ts/)
  })

  it('fails when any command fails, naming it, after every command has ended', async () => {
    const failed = await run(['echo first; exit 3'], ['echo second > second.txt']).catch((error) => error)
    expect(failed.code).toBe(1)
    expect(failed.stdout).toMatch(/--- cd \S+ && echo first; exit 3: FAILED \(exit 3\) in [\d.]+ s\nfirst\n/)
    expect(failed.stderr).toMatch(/^Failed: cd \S+ && echo first; exit 3$/m)
    expect(execFileSync('cat', [path.join(scratch, 'second.txt')], { encoding: 'utf8' })).toBe('second\n')
  })

  it("prints a failed held command's last lines again after every command has ended, before the summary", async () => {
    const lines = 'for i in $(seq 1 50); do echo line $i; done'
    const failed = await run([`${lines}; exit 1`], ['sleep 0.2; echo live']).catch((error) => error)
    const recap = failed.stdout.slice(failed.stdout.lastIndexOf('--- the last lines of'))
    expect(recap).toMatch(/^--- the last lines of cd \S+ && for i .*; exit 1, which failed:\nline 11\n/)
    // The recap ends on the failed output's last line; the one-line summary of each command comes last.
    expect(recap).toMatch(
      /\nline 50\n\ncd \S+ && for i .*; exit 1: FAILED, [\d.]+ s\ncd \S+ && sleep 0.2; echo live: ok/,
    )
    expect(failed.stdout.indexOf('live')).toBeLessThan(failed.stdout.lastIndexOf('--- the last lines of'))
  })
})
