import os from 'node:os'

/**
 * Each benchmark ends with one machine-readable line: the marker, then JSON with its figures (numbers,
 * named in the bench's own words, milliseconds unless the name says otherwise) and the machine's load
 * average when it ended. `npm run bench` (tests/bench/all.ts) reads these lines to print its table.
 */
export const RESULT_MARKER = 'BENCH_RESULT '

export type BenchResult = {
  bench: string
  figures: Record<string, number>
  /** os.loadavg() when the bench ended: 1, 5 and 15 minutes. */
  load: number[]
  cores: number
}

export function printResult(bench: string, figures: Record<string, number>): void {
  const result: BenchResult = { bench, figures, load: os.loadavg(), cores: os.cpus().length }
  console.log(`${RESULT_MARKER}${JSON.stringify(result)}`)
}

/** The results printed in a bench's output, in order. */
export function parseResults(output: string): BenchResult[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith(RESULT_MARKER))
    .map((line) => JSON.parse(line.slice(RESULT_MARKER.length)) as BenchResult)
}

/** The machine's load as a bench prints it beside its figures. */
export const loadLine = () =>
  `load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')} on ${os.cpus().length} cores`
