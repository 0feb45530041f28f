import os from 'node:os'
import type { StageTimings } from '../../functions/src/adapters/stage-timings.ts'
import type { DynamoDbCounts } from './dynamodb-floor.ts'
import { CHUNK_ROWS } from './generate-floors.ts'
import { printSingles, type SingleRun } from './generate-single.ts'
import { median } from './product.ts'
import { loadLine, printResult } from './result.ts'

/** What bench:generate measured, printed as its breakdown and its BENCH_RESULT line. */
export type GenerateRun = {
  rows: number
  files: number
  success: number
  failed: number
  seconds: number
  acceptedMs: number
  firstAcMs: number
  /** When the batch's upload started (epoch ms), for the first calls of its stages. */
  startedAt: number
  /** The single ACs, their stages as the API process timed them, and their floors. */
  singles: SingleRun
  zipBytes: number
  memory: { nodeMiB: number; stackMiB: number; nodeBeforeMiB: number }
  /** CPU seconds the product's Node process (all threads) and DynamoDB Local used during the batch. */
  cpu: { node: number; dynamodb: number }
  stages: StageTimings
  counts: DynamoDbCounts
  /** The bench's own batch.info calls while it waited (each reads its session, user, membership, enterprise and batch). */
  polls: number
  /** Unset when skipped (BENCH_FLOORS=0: a long run, its figures without the floors). */
  floors?: {
    qr: { draw: { seconds: number; cpuMs: number }; zip: { seconds: number; cpuMs: number } }
    dynamodb: { seconds: number; refused: number; failed: number }
    es2: { seconds: number; calls: number; clientCpuMs: number }
  }
}

const STAGE_ORDER = [
  'split',
  'split.read',
  'split.write',
  'split.queue',
  'read',
  'blocks',
  'claims',
  'stored',
  'import',
  'order',
  'store',
  'render',
  'outputs',
  'files',
  'count',
  'assemble',
]
const rank = (stage: string) => (STAGE_ORDER.includes(stage) ? STAGE_ORDER.indexOf(stage) : 99)
const fixed = (n: number, digits = 1) => n.toFixed(digits)
const perRow = (entries: Record<string, number>, rows: number) =>
  Object.entries(entries)
    .sort((a, b) => b[1] - a[1])
    .map(([name, n]) => `${name} ${n} (${fixed(n / rows, 3)}/row)`)
    .join(', ')

export function printBreakdown(run: GenerateRun): void {
  const { rows, seconds, stages, counts } = run
  const chunks = Math.ceil(rows / CHUNK_ROWS)
  console.log(loadLine())
  const singleFigures = printSingles(run.singles)
  printSingleStages(run.singles.stages, run.singles.times.length)
  console.log(
    `batch of ${rows} rows in ${run.files} file(s) (STRING + PICTURE + AC_LINK): accepted in ` +
      `${fixed(run.acceptedMs, 0)} ms, first AC after ${fixed(run.firstAcMs / 1000, 2)} s, complete with ` +
      `downloads in ${fixed(seconds)} s (${fixed(rows / seconds, 0)} rows/s); ${run.success} success, ` +
      `${run.failed} failed; ZIP ${fixed(run.zipBytes / 1024 / 1024)} MB`,
  )
  console.log(
    `peak resident memory: Node ${fixed(run.memory.nodeMiB, 0)} MiB, whole local stack ` +
      `${fixed(run.memory.stackMiB, 0)} MiB (with DynamoDB Local's JVM); Node before the batch ` +
      `${fixed(run.memory.nodeBeforeMiB, 0)} MiB`,
  )
  console.log(
    `CPU during the batch: product's Node ${fixed(run.cpu.node)} s (${fixed((run.cpu.node * 1000) / rows, 2)} ms/AC), ` +
      `DynamoDB Local ${fixed(run.cpu.dynamodb)} s (${fixed((run.cpu.dynamodb * 1000) / rows, 2)} ms/AC)`,
  )
  // The product and DynamoDB Local on every core, nothing else running: no schedule of the work beats it.
  const cores = os.availableParallelism()
  const cpuBound = (run.cpu.node + run.cpu.dynamodb) / cores
  console.log(
    `CPU bound: their CPU over ${cores} cores ${fixed(cpuBound)} s; the batch is ${fixed(seconds / cpuBound, 2)}x it`,
  )
  const floorFigures = run.floors ? printFloors(run, run.floors) : {}
  printFirstAc(run)
  console.log(
    `\nstages (worker thread; CPU from ${stages.source}; wall summed over ${chunks} chunks run side by side):`,
  )
  const names = Object.keys(stages.stages).sort((a, b) => rank(a) - rank(b))
  for (const name of names) {
    const s = stages.stages[name]
    if (!s) continue
    console.log(
      `  ${name.padEnd(9)} ${fixed(s.cpuMs / rows, 3).padStart(7)} ms CPU/AC ${fixed(s.cpuMs / 1000, 2).padStart(7)} s CPU` +
        ` ${fixed(s.wallMs / s.calls, 0).padStart(7)} ms wall/call  ${s.calls} calls`,
    )
  }
  const stageCpu = Object.values(stages.stages).reduce((total, s) => total + s.cpuMs, 0)
  console.log(
    `  outside a stage ${fixed(stages.outsideCpuMs / 1000, 2)} s CPU; all stages ${fixed(stageCpu / rows, 2)} ms CPU/AC`,
  )
  console.log(
    `\nDynamoDB during the batch (${chunks} chunks; with the bench's ${run.polls} batch.info calls, ` +
      'each reading its session, user, membership, enterprise and batch):',
  )
  console.log(`  requests: ${perRow(counts.requests, rows)}`)
  console.log(
    `  refused (sent again by the SDK, or the chunk failed and came back): ${perRow(counts.refused, rows)}`,
  )
  console.log(`  items read: ${perRow(counts.itemsRead, rows)}`)
  console.log(`  items written: ${perRow(counts.itemsWritten, rows)}`)

  printResult('generate', {
    rows,
    batchSeconds: seconds,
    rowsPerSecond: rows / seconds,
    firstAcSeconds: run.firstAcMs / 1000,
    firstAcPerSingleAc: run.firstAcMs / median(run.singles.times),
    ...singleFigures,
    ...Object.fromEntries(
      Object.entries(run.singles.stages.stages).map(([name, s]) => [
        `singleAcWallMs.${name}`,
        s.wallMs / run.singles.times.length,
      ]),
    ),
    cpuBoundSeconds: cpuBound,
    nodePeakMiB: run.memory.nodeMiB,
    nodeBeforeMiB: run.memory.nodeBeforeMiB,
    stackPeakMiB: run.memory.stackMiB,
    ...floorFigures,
    ...Object.fromEntries(
      Object.entries(stages.stages).map(([name, s]) => [`cpuMsPerAc.${name}`, s.cpuMs / rows]),
    ),
    dynamodbRequestsPerRow: Object.values(counts.requests).reduce((a, b) => a + b, 0) / rows,
    dynamodbItemsReadPerRow: Object.values(counts.itemsRead).reduce((a, b) => a + b, 0) / rows,
    dynamodbRefusedRequests: Object.values(counts.refused).reduce((a, b) => a + b, 0),
    dynamodbItemsWrittenPerRow: Object.values(counts.itemsWritten).reduce((a, b) => a + b, 0) / rows,
  })
}

/**
 * Where the first AC's time goes: each stage's first call (the first chunk's, as chunks are received in
 * order; the next chunks run beside it) as seconds from the upload's start, then when the bench saw it.
 */
function printFirstAc({ stages, startedAt, firstAcMs, singles }: GenerateRun) {
  const at = (epoch: number) => fixed((epoch - startedAt) / 1000, 2)
  const single = median(singles.times)
  const firsts = Object.entries(stages.stages)
    .filter(([name]) => name !== 'assemble')
    .flatMap(([name, s]) => (s.first ? [{ name, ...s.first }] : []))
    .sort((a, b) => a.startedAt - b.startedAt)
  console.log(
    `
first AC: stages' first calls, seconds from the upload's start: ${firsts
      .map((f) => `${f.name} ${at(f.startedAt)}-${at(f.endedAt)}`)
      .join(', ')}; seen by batch.info at ${fixed(firstAcMs / 1000, 2)} s, ` +
      `${fixed(firstAcMs / single, 1)}x the single AC's median (${fixed(single, 0)} ms) in this run`,
  )
}

/**
 * Where a single AC's time goes: its stages (`single.*`, in order) with the pipeline's stages they hold
 * (blocks read, claims and store written, import and order the ES2+ calls), mean wall and CPU per AC.
 */
export function printSingleStages(stages: StageTimings, count: number) {
  const entries = Object.entries(stages.stages)
  const line = ([name, s]: [string, { wallMs: number; cpuMs: number }]) =>
    `${name.replace('single.', '')} ${fixed(s.wallMs / count)} ms (CPU ${fixed(s.cpuMs / count)})`
  const own = entries.filter(([name]) => name.startsWith('single.'))
  const inner = entries
    .filter(([name]) => !name.startsWith('single.'))
    .sort((a, b) => rank(a[0]) - rank(b[0]))
  const total = own.reduce((sum, [, s]) => sum + s.wallMs, 0) / count
  console.log(
    `  its stages, mean per AC (API thread): ${own.map(line).join(', ')}; ${fixed(total)} ms in them`,
  )
  console.log(`  inside reserve: ${inner.map(line).join(', ')} (import and order are the ES2+ calls)`)
}

/** The floors and the pipeline's ratios to them; their figures for the BENCH_RESULT line. */
function printFloors(run: GenerateRun, floors: NonNullable<GenerateRun['floors']>) {
  const { rows, seconds, counts } = run
  const chunks = Math.ceil(rows / CHUNK_ROWS)
  const qrSeconds = floors.qr.draw.seconds + floors.qr.zip.seconds
  const floorSeconds = { qr: qrSeconds, dynamodb: floors.dynamodb.seconds, es2: floors.es2.seconds }
  const sum = qrSeconds + floors.dynamodb.seconds + floors.es2.seconds
  const max = Math.max(qrSeconds, floors.dynamodb.seconds, floors.es2.seconds)
  console.log('\nfloors, each alone in this run:')
  console.log(
    `  QR PNGs of the same ${rows} ACs: drawn in ${fixed(floors.qr.draw.seconds, 2)} s ` +
      `(${fixed(floors.qr.draw.cpuMs / rows, 2)} ms CPU/AC), zipped per chunk in ${fixed(floors.qr.zip.seconds, 2)} s`,
  )
  console.log(
    `  DynamoDB work writes replayed (${counts.workRequests.length} requests, ${counts.workConcurrency} at once, ` +
      `${floors.dynamodb.refused} attempts refused and sent again, ${floors.dynamodb.failed} failed 4 times): ` +
      `${fixed(floors.dynamodb.seconds, 2)} s`,
  )
  console.log(
    `  ES2+ calls (${floors.es2.calls}: imports, DownloadOrder, ConfirmOrder) on the simulator: ` +
      `${fixed(floors.es2.seconds, 2)} s (client ${fixed(floors.es2.clientCpuMs / rows, 2)} ms CPU/AC)`,
  )
  console.log(
    `  pipeline / floors: ${Object.entries(floorSeconds)
      .map(([name, s]) => `${fixed(seconds / s)}x ${name}`)
      .join(
        ', ',
      )}, ${fixed(seconds / sum, 2)}x their sum (${fixed(sum)} s), ${fixed(seconds / max, 2)}x their max`,
  )
  return {
    qrFloorSeconds: qrSeconds,
    dynamodbFloorSeconds: floors.dynamodb.seconds,
    es2FloorSeconds: floors.es2.seconds,
    floorSumSeconds: sum,
    floorMaxSeconds: max,
    firstAcFloorSeconds: sum / chunks,
  }
}
