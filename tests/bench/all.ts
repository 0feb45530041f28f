import { spawn } from 'node:child_process'
import path from 'node:path'
import { type BenchResult, loadLine, parseResults } from './result.ts'
import { printTable, type Run } from './table.ts'

/**
 * `npm run bench`: every benchmark of package.json (the bench:* scripts), one after the other, each
 * printing its own output as it runs; then one table of the figures against issue 27's targets, with the
 * floors beside them, read from the BENCH_RESULT line each bench ends with (tests/bench/table.ts).
 *
 *   npm run bench                       # every bench at its own size (an hour or more on 2 cores)
 *   npm run bench -- --quick            # smaller sizes, and no 100,000-row batch; the table says so
 *   npm run bench -- --only auth,web    # some benches; the table names the others as not run
 */
const quick = process.argv.includes('--quick')
const onlyArg = process.argv.find((a) => a.startsWith('--only'))
const only = onlyArg
  ? (onlyArg.includes('=') ? onlyArg.split('=')[1] : process.argv[process.argv.indexOf(onlyArg) + 1])?.split(
      ',',
    )
  : undefined

/** Each run: its npm script and arguments, and its arguments in quick mode (null: not run then). */
const RUNS: { id: string; script: string; args: string[]; quick: string[] | null }[] = [
  { id: 'web', script: 'bench:web', args: [], quick: [] },
  { id: 'lighthouse', script: 'bench:lighthouse', args: [], quick: ['--only', 'login'] },
  { id: 'auth', script: 'bench:auth', args: [], quick: [] },
  { id: 'generate', script: 'bench:generate', args: ['10000'], quick: ['2000'] },
  { id: 'generate-100k', script: 'bench:generate', args: ['100000'], quick: null },
  { id: 'latency', script: 'bench:latency', args: [], quick: ['2000'] },
  { id: 'start', script: 'bench:start', args: [], quick: ['--warm'] },
  { id: 'fleet', script: 'bench:fleet', args: [], quick: ['20000'] },
  { id: 'orders', script: 'bench:orders', args: [], quick: ['2000'] },
  { id: 'insights', script: 'bench:insights', args: [], quick: ['20000'] },
  { id: 'apikeys', script: 'bench:apikeys', args: [], quick: [] },
  { id: 'webhooks', script: 'bench:webhooks', args: [], quick: [] },
  { id: 'webhooks:isolation', script: 'bench:webhooks:isolation', args: [], quick: ['1'] },
  { id: 'upload', script: 'bench:upload', args: [], quick: [] },
  { id: 'lambda', script: 'bench:lambda', args: [], quick: ['200'] },
]

function runScript(script: string, args: string[]): Promise<{ code: number; results: BenchResult[] }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '-s', script, ...(args.length ? ['--', ...args] : [])], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      process.stdout.write(chunk)
    })
    child.on('close', (code) => resolve({ code: code ?? 1, results: parseResults(output) }))
  })
}

const runs: Run[] = []
const started = performance.now()
for (const run of RUNS) {
  const args = quick ? run.quick : run.args
  if (args === null || (only && !only.includes(run.id))) {
    runs.push({ id: run.id, notRun: args === null ? 'not run with --quick' : 'not run (--only)' })
    continue
  }
  console.log(`\n=== npm run ${run.script}${args.length ? ` -- ${args.join(' ')}` : ''} (${loadLine()})`)
  const ranAt = performance.now()
  const { code, results } = await runScript(run.script, args)
  runs.push({
    id: run.id,
    args,
    code,
    seconds: (performance.now() - ranAt) / 1000,
    ...(results[0] && { result: results[0] }),
  })
}
printTable(runs, { quick, minutes: (performance.now() - started) / 60_000 })
