import { endpoints, withLuhn } from '@simlessly/shared'
import { closeContext } from '../../functions/src/context.ts'
import { benchOwner, callApi, median, randomKeyHex, startProduct, uploadBenchBatch } from './product.ts'
import { printResult } from './result.ts'

/**
 * How responsive the API stays while the worker runs a batch: the latency of `batch/info` (the status
 * poll the progress panel makes) at idle, which is the floor, then while a 10,000-row batch (STRING +
 * PICTURE + AC_LINK) runs, one call at a time every 50 ms. Prints median, 95th percentile and max;
 * asserts nothing.
 *
 *   npm run bench:latency             # 10,000 rows
 *   npm run bench:latency -- 2000     # another size
 */
const ROWS = Number(process.argv[2] ?? 10_000)
const IDLE_CALLS = 100
const GAP_MS = 50
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type BatchInfo = { process: string; success: number; failed: number }

const product = await startProduct()
try {
  const { ctx, token, configId } = await benchOwner(product)
  closeContext(ctx)
  const info = async (batchCode: string) => {
    const started = performance.now()
    const batch = await callApi<BatchInfo>(product, endpoints.batch.info, token, { batchCode })
    return { ms: performance.now() - started, batch }
  }

  // The floor: the same call with nothing else running (a finished single-AC batch to look at).
  const single = await callApi<{ batchCode: string }>(product, endpoints.generation.single, token, {
    configId,
    iccid: withLuhn('890199000000000001'),
    imsi: '310410000000001',
    ki: randomKeyHex(),
    opc: randomKeyHex(),
  })
  for (let i = 0; i < 10; i++) await info(single.batchCode)
  const idle: number[] = []
  for (let i = 0; i < IDLE_CALLS; i++) {
    idle.push((await info(single.batchCode)).ms)
    await pause(GAP_MS)
  }

  const { batchCode, started } = await uploadBenchBatch(product, token, configId, ROWS)
  const busy: number[] = []
  let last: BatchInfo
  for (;;) {
    const { ms, batch } = await info(batchCode)
    busy.push(ms)
    last = batch
    if (batch.process === 'COMPLETE') break
    await pause(GAP_MS)
  }
  const seconds = (performance.now() - started) / 1000

  const describe = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b)
    const p95 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0
    return `median ${median(values).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms (${values.length} calls)`
  }
  const p95 = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.95))] ?? 0
  console.log(`batch/info at idle (the floor):          ${describe(idle)}`)
  console.log(`batch/info while ${ROWS} rows run:  ${describe(busy)}`)
  console.log(
    `the batch: ${last.success} success, ${last.failed} failed, complete in ${seconds.toFixed(1)} s ` +
      `(${(ROWS / seconds).toFixed(0)} rows/s)`,
  )
  printResult('latency', {
    rows: ROWS,
    idleMedianMs: median(idle),
    idleP95Ms: p95(idle),
    busyMedianMs: median(busy),
    busyP95Ms: p95(busy),
    batchSeconds: seconds,
  })
} finally {
  await product.stop()
}
