import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { BATCH_LIMITS, type Endpoint, endpoints } from '@simlessly/shared'
import { readHeapPeaks } from '../../functions/src/adapters/heap-peaks.ts'
import { readStageTimings } from '../../functions/src/adapters/stage-timings.ts'
import { loadConfig } from '../../functions/src/config.ts'
import { closeContext } from '../../functions/src/context.ts'
import { countRequests, replayWork } from './dynamodb-floor.ts'
import { CHUNK_ROWS, es2Floor, qrFloor, singleAcFloor } from './generate-floors.ts'
import { printBreakdown, printSingleStages } from './generate-report.ts'
import { dynamodbRoundFloor, measureSingles, printSingles, publicCallFloor } from './generate-single.ts'
import { cpuSecondsOf, processTree, residentKiB } from './process-tree.ts'
import { benchOwner, callApi, startProduct, uploadBenchBatch } from './product.ts'
import { loadLine, printResult } from './result.ts'

/**
 * A batch of 10,000 rows (STRING + PICTURE + AC_LINK) through the local stack, from upload to downloadable
 * files: rows per second, time to the first AC, single-AC latency, peak resident memory; and, in the same
 * run, the floors of its work done alone (its QR PNGs, its DynamoDB writes replayed, its ES2+ calls), the
 * pipeline's time as a ratio to them, the CPU milliseconds per AC of each stage (STAGE_TIMINGS_FILE) and
 * the DynamoDB reads and writes per row. Past 25,000 rows (what a request carries) the rows go in several files
 * uploaded at once. Prints figures and a BENCH_RESULT line; asserts nothing.
 *
 *   npm run bench:generate             # 10,000 rows
 *   npm run bench:generate -- 2000     # another size (or BENCH_ROWS=2000)
 *   BENCH_ROWS=100000 BENCH_FLOORS=0 npm run bench:generate   # the floors skipped (they would take as long again)
 *   npm run bench:generate -- 0        # the single AC alone (20 calls, its floors and stages), no batch
 *   BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' npm run bench:generate   # a CPU profile per thread
 */
const ROWS = Number(process.argv[2] ?? process.env.BENCH_ROWS ?? 10_000)
const FLOORS = process.env.BENCH_FLOORS !== '0'
const ROWS_PER_REQUEST = 25_000
const scratch = mkdtempSync(path.join(os.tmpdir(), 'simlessly-bench-stages-'))
const timingsFile = path.join(scratch, 'stages.json')
// PORT and SQS_PORT, when set, place the product beside other runs (it takes free ports otherwise).
const given = Object.fromEntries(
  ['PORT', 'SQS_PORT'].flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])),
)
// BENCH_NODE_ARGS go to the product's node (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`: a profile per thread).
const product = await startProduct({
  env: { STAGE_TIMINGS_FILE: timingsFile, ...given },
  recordDynamoDb: true,
  nodeArgs: (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean),
})
const recorder = product.recorder
if (!recorder) throw new Error('The product runs without its DynamoDB recorder')
const stackPids = () => [...processTree(product.pid), product.dynamodbPid ?? 0]
let peakNodeKiB = 0
let peakTreeKiB = 0
const sampler = setInterval(() => {
  peakNodeKiB = Math.max(peakNodeKiB, residentKiB(product.pid))
  peakTreeKiB = Math.max(
    peakTreeKiB,
    stackPids().reduce((sum, pid) => sum + residentKiB(pid), 0),
  )
}, 200)

async function stopAll() {
  clearInterval(sampler)
  await product.stop()
  rmSync(scratch, { recursive: true, force: true })
}

const api = <T>(endpoint: Endpoint, token: string, body?: unknown) =>
  callApi<T>(product, endpoint, token, body)
type BatchView = { process: string; success: number; failed: number; downloads: Record<string, string> }

try {
  const { ctx, token, configId, user } = await benchOwner(product)
  closeContext(ctx)

  // The API process writes the singles' stages; the worker's own figures replace them once it starts.
  const singles = await measureSingles(product, token, configId, timingsFile)
  const singleFloors = {
    publicCallMs: await publicCallFloor(product),
    dynamodbRoundMs: await dynamodbRoundFloor(recorder.url, loadConfig({}).tableName),
    es2AndQrMs: await singleAcFloor(product.smdpUrl),
  }
  if (ROWS === 0) {
    console.log(loadLine())
    printResult('generate-single', printSingles({ ...singles, floors: singleFloors }))
    printSingleStages(singles.stages, singles.times.length)
    await stopAll()
    process.exit(0)
  }

  const nodeBeforeMiB = residentKiB(product.pid) / 1024
  recorder.start()
  const cpuBefore = { node: cpuSecondsOf(product.pid), dynamodb: cpuSecondsOf(product.dynamodbPid ?? 0) }
  // A file sent in the request carries at most 4 MB (25,000 bench rows, about 2.6 MB; 50,000 are refused).
  const files = Math.ceil(ROWS / Math.min(BATCH_LIMITS.maxRecords, ROWS_PER_REQUEST))
  const per = Math.ceil(ROWS / files)
  const uploads = await Promise.all(
    Array.from({ length: files }, (_, f) =>
      uploadBenchBatch(product, token, configId, Math.min(per, ROWS - f * per), f * per),
    ),
  )
  const started = Math.min(...uploads.map((u) => u.started))
  const startedAt = Date.now() - (performance.now() - started)
  const accepted = performance.now() - started
  let firstAc = 0
  let polls = 0
  let reported = started
  // The CPU per row between two progress lines: whether a row costs more as the run grows.
  let lastMark = { rows: 0, ...cpuBefore }
  const batches = new Map<string, BatchView>()
  while (batches.size < files || [...batches.values()].some((b) => b.process !== 'COMPLETE')) {
    for (const { batchCode } of uploads) {
      if (batches.get(batchCode)?.process === 'COMPLETE') continue
      const batch = await api<BatchView>(endpoints.batch.info, token, { batchCode })
      polls++
      batches.set(batchCode, batch)
      if (!firstAc && batch.success > 0) firstAc = performance.now() - started
    }
    // A long run says how far it got, in case it is stopped before the end.
    if (performance.now() - reported > 30_000) {
      reported = performance.now()
      const done = [...batches.values()].reduce((sum, b) => sum + b.success + b.failed, 0)
      const elapsed = (reported - started) / 1000
      const mark = {
        rows: done,
        node: cpuSecondsOf(product.pid),
        dynamodb: cpuSecondsOf(product.dynamodbPid ?? 0),
      }
      const perRow = (key: 'node' | 'dynamodb') =>
        (((mark[key] - lastMark[key]) * 1000) / Math.max(1, mark.rows - lastMark.rows)).toFixed(2)
      console.log(
        `progress: ${done} of ${ROWS} rows after ${elapsed.toFixed(0)} s (${(done / elapsed).toFixed(0)} rows/s); ` +
          `Node ${(residentKiB(product.pid) / 1024).toFixed(0)} MiB (peak ${(peakNodeKiB / 1024).toFixed(0)}), stack peak ${(peakTreeKiB / 1024).toFixed(0)} MiB; ` +
          `CPU per row since the last line: Node ${perRow('node')} ms, DynamoDB Local ${perRow('dynamodb')} ms`,
      )
      lastMark = mark
    }
    if ([...batches.values()].some((b) => b.process !== 'COMPLETE'))
      await new Promise((r) => setTimeout(r, 100))
  }
  const seconds = (performance.now() - started) / 1000
  const cpu = {
    node: cpuSecondsOf(product.pid) - cpuBefore.node,
    dynamodb: cpuSecondsOf(product.dynamodbPid ?? 0) - cpuBefore.dynamodb,
  }
  const recorded = recorder.stop()
  const views = [...batches.values()]
  const success = views.reduce((sum, b) => sum + b.success, 0)
  const failed = views.reduce((sum, b) => sum + b.failed, 0)
  const acs: string[] = []
  let zipBytes = 0
  for (const view of views) {
    const csv = await fetch(view.downloads.csv ?? '').then((r) => r.text())
    for (const line of csv.trim().split('\n').slice(1))
      acs.push((line.split(',')[5] ?? '').replace(/^LPA:/, ''))
    zipBytes += await fetch(view.downloads.zip ?? '').then(async (r) => (await r.arrayBuffer()).byteLength)
  }
  // The worker writes its figures when a chunk's last stage ends, just after the batch shows complete.
  const chunks = Math.ceil(per / CHUNK_ROWS) * files
  let stages = readStageTimings(timingsFile)
  for (let waited = 0; (stages.stages.assemble?.calls ?? 0) < chunks && waited < 100; waited++) {
    await new Promise((r) => setTimeout(r, 100))
    stages = readStageTimings(timingsFile)
  }

  // The floors, each alone while the product idles.
  const counts = countRequests(recorded)
  const floors = async () => {
    const qr = qrFloor(acs)
    const floorEnterprise = `${user.enterpriseId.slice(0, -5)}FL00R`
    const dynamodb = await replayWork(
      recorder.url,
      counts.workRequests,
      user.enterpriseId,
      floorEnterprise,
      counts.workConcurrency,
    )
    return { qr, dynamodb, es2: await es2Floor(product.smdpUrl, ROWS) }
  }
  const measuredFloors = FLOORS ? await floors() : undefined

  printBreakdown({
    rows: ROWS,
    files,
    success,
    failed,
    seconds,
    acceptedMs: accepted,
    firstAcMs: firstAc,
    startedAt,
    singles: { ...singles, floors: singleFloors },
    zipBytes,
    memory: { nodeMiB: peakNodeKiB / 1024, stackMiB: peakTreeKiB / 1024, nodeBeforeMiB },
    cpu,
    stages,
    counts,
    polls,
    ...(measuredFloors && { floors: measuredFloors }),
  })
  // Node is one process: the API thread (with the stand-ins: SM-DP+ simulator, S3, SQS, SMTP), the worker.
  const heaps = readHeapPeaks(timingsFile)
    .sort((a, b) => a.thread.localeCompare(b.thread))
    .map(
      (h) =>
        `${h.thread} ${h.totalMiB.toFixed(0)} MiB (used ${h.usedMiB.toFixed(0)}, external ${h.externalMiB.toFixed(0)})`,
    )
  console.log(
    `V8 heap peaks by thread: ${heaps.join(', ')}; "api" is the API with the stand-ins, "worker" the batch's ` +
      `worker; the rest of Node's ${(peakNodeKiB / 1024).toFixed(0)} MiB is the render threads, code and native memory`,
  )
} finally {
  await stopAll()
}
