import { type Endpoint, endpoints, withLuhn } from '@simlessly/shared'
import { closeContext } from '../../functions/src/context.ts'
import { processTree, residentKiB } from './process-tree.ts'
import { benchOwner, callApi, median, randomKeyHex, startProduct, uploadBenchBatch } from './product.ts'

/**
 * A 10,000-row batch (STRING + PICTURE + AC_LINK) through the local stack, from upload to downloadable
 * files: rows per second, time to the first AC, single-AC latency, and peak resident memory of the
 * product's processes. Prints figures; asserts nothing.
 *
 *   npm run bench:generate             # 10,000 rows
 *   npm run bench:generate -- 2000     # another size
 */
const ROWS = Number(process.argv[2] ?? 10_000)
const product = await startProduct()
let peakNodeKiB = 0
let peakTreeKiB = 0
const sampler = setInterval(() => {
  const tree = processTree(product.pid)
  peakNodeKiB = Math.max(peakNodeKiB, residentKiB(product.pid))
  peakTreeKiB = Math.max(
    peakTreeKiB,
    tree.reduce((sum, pid) => sum + residentKiB(pid), 0),
  )
}, 200)

const api = <T>(endpoint: Endpoint, token: string, body?: unknown) =>
  callApi<T>(product, endpoint, token, body)

try {
  const { ctx, token, configId } = await benchOwner(product)
  closeContext(ctx)

  const singles: number[] = []
  for (let i = 0; i < 20; i++) {
    const started = performance.now()
    await api(endpoints.generation.single, token, {
      configId,
      iccid: withLuhn(`890199${String(i).padStart(12, '0')}`),
      imsi: `310410${String(i).padStart(9, '0')}`,
      ki: randomKeyHex(),
      opc: randomKeyHex(),
    })
    singles.push(performance.now() - started)
  }

  const { batchCode, started } = await uploadBenchBatch(product, token, configId, ROWS)
  const accepted = performance.now() - started
  let firstAc = 0
  let batch: { process: string; success: number; failed: number; downloads: Record<string, string> }
  for (;;) {
    batch = await api(endpoints.batch.info, token, { batchCode: batchCode })
    if (!firstAc && batch.success > 0) firstAc = performance.now() - started
    if (batch.process === 'COMPLETE') break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const seconds = (performance.now() - started) / 1000
  const zip = await fetch(batch.downloads.zip ?? '').then((r) => r.arrayBuffer())

  console.log(
    `single AC: median ${median(singles).toFixed(0)} ms, max ${Math.max(...singles).toFixed(0)} ms (20 calls)`,
  )
  console.log(
    `batch of ${ROWS} rows (STRING + PICTURE + AC_LINK): accepted in ${accepted.toFixed(0)} ms, first AC after ` +
      `${(firstAc / 1000).toFixed(2)} s, complete with downloads in ${seconds.toFixed(1)} s ` +
      `(${(ROWS / seconds).toFixed(0)} rows/s); ${batch.success} success, ${batch.failed} failed; ` +
      `ZIP ${(zip.byteLength / 1024 / 1024).toFixed(1)} MB`,
  )
  console.log(
    `peak resident memory: Node ${(peakNodeKiB / 1024).toFixed(0)} MiB, ` +
      `whole local stack ${(peakTreeKiB / 1024).toFixed(0)} MiB (with DynamoDB Local's JVM)`,
  )
} finally {
  clearInterval(sampler)
  await product.stop()
}
