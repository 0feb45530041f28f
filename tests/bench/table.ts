import type { BenchResult } from './result.ts'

/** One bench's run as `npm run bench` saw it. */
export type Run = {
  id: string
  args?: string[]
  code?: number
  seconds?: number
  result?: BenchResult
  notRun?: string
}

type Row = {
  what: string
  target: string
  /** The bench run the figure comes from, its figure and floor names, and how they print. */
  run: string
  figure: string
  floor?: string
  floorLabel?: string
  format: (n: number) => string
  /** True when the figure meets the target. */
  meets: (n: number) => boolean
  /** What a figure that misses the target is: 'over' it, unless higher is better (a score: 'under'). */
  missed?: 'under'
}

const s = (n: number) => `${n.toFixed(1)} s`
const ms = (n: number) => `${n.toFixed(1)} ms`
const mib = (n: number) => `${n.toFixed(0)} MiB`
const kb = (n: number) => `${n.toFixed(1)} kB`

/** Issue 27's targets, each with the figure that answers it and the floor printed beside it. */
const ROWS: Row[] = [
  {
    what: '10,000-row batch, upload to downloads',
    target: '10 s',
    run: 'generate',
    figure: 'batchSeconds',
    floor: 'floorMaxSeconds',
    floorLabel: 'slowest floor alone (QR, DynamoDB writes, ES2+)',
    format: s,
    meets: (n) => n <= 10,
  },
  {
    what: 'time to the first AC of that batch',
    target: '2 s',
    run: 'generate',
    figure: 'firstAcSeconds',
    floor: 'firstAcFloorSeconds',
    floorLabel: "one chunk's share of the floors' sum",
    format: s,
    meets: (n) => n <= 2,
  },
  {
    what: 'single AC, median of 20',
    target: '100 ms',
    run: 'generate',
    figure: 'singleAcMedianMs',
    floor: 'singleAcFloorMs',
    floorLabel: 'its ES2+ calls and QR PNG alone',
    format: ms,
    meets: (n) => n <= 100,
  },
  {
    what: '100,000 rows (two files of 50,000 at once)',
    target: '100 s',
    run: 'generate-100k',
    figure: 'batchSeconds',
    floor: 'floorMaxSeconds',
    floorLabel: 'slowest floor alone',
    format: s,
    meets: (n) => n <= 100,
  },
  {
    what: 'peak Node memory at 100,000 rows',
    target: '< 1,024 MiB',
    run: 'generate-100k',
    figure: 'nodePeakMiB',
    floor: 'nodeBeforeMiB',
    floorLabel: 'Node before the batch',
    format: mib,
    meets: (n) => n < 1024,
  },
  {
    what: 'user/list p99, 20 clients for 10 s',
    target: '< 50 ms',
    run: 'auth',
    figure: 'loadP99Ms',
    floor: 'publicLoadP99Ms',
    floorLabel: 'public call p99, same load',
    format: ms,
    meets: (n) => n < 50,
  },
  {
    what: 'sign-in, median of 50',
    target: '80 ms',
    run: 'auth',
    figure: 'signInMedianMs',
    floor: 'passwordHashMedianMs',
    floorLabel: 'the password hash alone',
    format: ms,
    meets: (n) => n <= 80,
  },
  {
    what: 'JavaScript /login loads, gzipped',
    target: '150 kB',
    run: 'web',
    figure: 'loginJsGzipKiB',
    floor: 'reactFloorGzipKiB',
    floorLabel: "React and ReactDOM's client alone",
    format: kb,
    meets: (n) => n <= 150,
  },
  {
    what: 'Lighthouse mobile performance, /login',
    target: '95',
    run: 'lighthouse',
    figure: 'loginMobileScore',
    format: (n) => n.toFixed(0),
    meets: (n) => n >= 95,
    missed: 'under',
  },
  {
    what: 'Lighthouse desktop performance, /login',
    target: '100',
    run: 'lighthouse',
    figure: 'loginDesktopScore',
    format: (n) => n.toFixed(0),
    meets: (n) => n >= 100,
    missed: 'under',
  },
]

const pad = (text: string, width: number) => text.padEnd(width)

export function printTable(runs: Run[], options: { quick: boolean; minutes: number }): void {
  const byId = new Map(runs.map((r) => [r.id, r]))
  const lines: string[][] = [['target', 'goal', 'measured', 'x goal', 'floor', 'x floor', 'floor is']]
  for (const row of ROWS) {
    const run = byId.get(row.run)
    const figure = run?.result?.figures[row.figure]
    const floor = row.floor ? run?.result?.figures[row.floor] : undefined
    if (figure === undefined) {
      const why = run?.notRun ?? (run?.code ? `failed (exit ${run.code})` : 'no figure')
      lines.push([row.what, row.target, why, '', '', '', ''])
      continue
    }
    const size = run?.result?.figures.rows
    const measured = `${row.format(figure)}${['batchSeconds', 'firstAcSeconds'].includes(row.figure) && size && size !== 10_000 && size !== 100_000 ? ` (${size} rows)` : ''}`
    const goal = Number.parseFloat(row.target.replace(/[<,\s]/g, ''))
    lines.push([
      row.what,
      row.target,
      `${measured} ${row.meets(figure) ? 'ok' : (row.missed ?? 'over')}`,
      `${(figure / goal).toFixed(2)}`,
      floor === undefined ? '-' : row.format(floor),
      floor ? `${(figure / floor).toFixed(1)}` : '-',
      row.floorLabel ?? '',
    ])
  }
  const widths = lines[0]?.map((_, i) => Math.max(...lines.map((l) => (l[i] ?? '').length))) ?? []
  console.log(`\n=== npm run bench${options.quick ? ' -- --quick (smaller sizes)' : ''}: issue 27's targets`)
  for (const line of lines) console.log(line.map((cell, i) => pad(cell, widths[i] ?? 0)).join('  '))

  console.log('\nevery bench (figures as each printed them in its BENCH_RESULT line):')
  for (const run of runs) {
    const head = `${run.id}${run.args?.length ? ` ${run.args.join(' ')}` : ''}`
    if (run.notRun) console.log(`  ${head}: ${run.notRun}`)
    else if (!run.result) console.log(`  ${head}: no result line (exit ${run.code})`)
    else {
      const load = run.result.load.map((n) => n.toFixed(1)).join('/')
      const figures = Object.entries(run.result.figures)
        .map(([name, n]) => `${name} ${Number.isInteger(n) ? n : n.toFixed(2)}`)
        .join('; ')
      console.log(
        `  ${head} (${(run.seconds ?? 0).toFixed(0)} s, load ${load} on ${run.result.cores} cores): ${figures}`,
      )
    }
  }
  console.log(`\n${runs.length} runs in ${options.minutes.toFixed(1)} min`)
}
