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
  /** The goal as printed; a leading `<` means under it, `≥` at least it (a score), else at most it. */
  target: string
  /** The bench run the figure comes from, its figure and floor names, and how they print. */
  run: string
  figure: string
  floor?: string
  floorLabel: string
  format: (n: number) => string
}

const s = (n: number) => `${n.toFixed(1)} s`
const ms = (n: number) => `${n.toFixed(1)} ms`
const mib = (n: number) => `${n.toFixed(0)} MiB`
const kb = (n: number) => `${n.toFixed(1)} kB`
const score = (n: number) => n.toFixed(0)

const row = (
  what: string,
  target: string,
  [run, figure, floor]: [string, string, string?],
  floorLabel: string,
  format: (n: number) => string,
): Row => ({ what, target, run, figure, ...(floor && { floor }), floorLabel, format })

/** Issue 27's targets, each with the figure that answers it and the floor printed beside it. */
const ROWS: Row[] = [
  row(
    '10,000-row batch, upload to downloads',
    '10 s',
    ['generate', 'batchSeconds', 'floorMaxSeconds'],
    'slowest floor alone (QR, DynamoDB writes, ES2+)',
    s,
  ),
  row(
    'time to the first AC of that batch',
    '2 s',
    ['generate', 'firstAcSeconds', 'firstAcFloorSeconds'],
    "one chunk's share of the floors' sum",
    s,
  ),
  row(
    'single AC, median of 20',
    '100 ms',
    ['generate', 'singleAcMedianMs', 'singleAcFloorMs'],
    'its ES2+ calls and QR PNG alone',
    ms,
  ),
  row(
    '100,000 rows (two files of 50,000 at once)',
    '100 s',
    ['generate-100k', 'batchSeconds', 'floorMaxSeconds'],
    'slowest floor alone',
    s,
  ),
  row(
    'peak Node memory at 100,000 rows',
    '< 1,024 MiB',
    ['generate-100k', 'nodePeakMiB', 'nodeBeforeMiB'],
    'Node before the batch',
    mib,
  ),
  row(
    'user/list p99, 20 clients for 10 s',
    '< 50 ms',
    ['auth', 'loadP99Ms', 'publicLoadP99Ms'],
    'public call p99, same load',
    ms,
  ),
  row(
    'sign-in, median of 50',
    '80 ms',
    ['auth', 'signInMedianMs', 'passwordHashMedianMs'],
    'the password hash alone',
    ms,
  ),
  row(
    'JavaScript /login loads, gzipped',
    '150 kB',
    ['web', 'loginJsGzipKiB', 'reactFloorGzipKiB'],
    "React and ReactDOM's client alone",
    kb,
  ),
  row('Lighthouse mobile performance, /login', '≥ 95', ['lighthouse', 'loginMobileScore'], '', score),
  row('Lighthouse desktop performance, /login', '≥ 100', ['lighthouse', 'loginDesktopScore'], '', score),
]

const goalOf = (target: string) => Number.parseFloat(target.replace(/[<≥,\s]/g, ''))

/** Whether a figure meets its row's target: under it for `< …`, at least it for `≥ …`, else at most it. */
const meets = (target: string, figure: number) => {
  if (target.startsWith('<')) return figure < goalOf(target)
  if (target.startsWith('≥')) return figure >= goalOf(target)
  return figure <= goalOf(target)
}

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
    const goal = goalOf(row.target)
    lines.push([
      row.what,
      row.target,
      `${measured} ${meets(row.target, figure) ? 'ok' : row.target.startsWith('≥') ? 'under' : 'over'}`,
      `${(figure / goal).toFixed(2)}`,
      floor === undefined ? '-' : row.format(floor),
      floor ? `${(figure / floor).toFixed(1)}` : '-',
      row.floorLabel,
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
