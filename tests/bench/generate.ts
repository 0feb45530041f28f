import { type Endpoint, endpoints, withLuhn } from '@simlessly/shared'
import { closeContext } from '../../functions/src/context.ts'
import { processTree, residentKiB } from './process-tree.ts'
import { benchOwner, callApi, endpointUrl, median, startProduct } from './product.ts'

/**
 * A 10,000-row batch (STRING + PICTURE + AC_LINK) through the local stack, from upload to downloadable
 * files: rows per second, time to the first AC, single-AC latency, and peak resident memory of the
 * product's processes. Prints figures; asserts nothing.
 *
 *   npm run bench:generate             # 10,000 rows
 *   npm run bench:generate -- 2000     # another size
 */
const ROWS = Number(process.argv[2] ?? 10_000)
const hex = () =>
  Buffer.from(crypto.getRandomValues(new Uint8Array(16)))
    .toString('hex')
    .toUpperCase()

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
      ki: hex(),
      opc: hex(),
    })
    singles.push(performance.now() - started)
  }

  const lines = ['iccid,imsi,ki,opc']
  for (let i = 0; i < ROWS; i++) {
    lines.push(
      `${withLuhn(`890100${String(i).padStart(12, '0')}`)},310260${String(i).padStart(9, '0')},${hex()},${hex()}`,
    )
  }
  const form = new FormData()
  form.set('file', new File([`${lines.join('\n')}\n`], 'bench.csv', { type: 'text/csv' }))
  form.set('configId', configId)
  form.set('fileType', '0')
  form.set('formats', 'STRING,PICTURE,AC_LINK')

  const started = performance.now()
  const response = await fetch(endpointUrl(product.url, endpoints.generation.uploadBatch), {
    method: endpoints.generation.uploadBatch.method,
    headers: { token },
    body: form,
  })
  const { obj } = (await response.json()) as { obj: { batchCode: string } }
  const accepted = performance.now() - started
  let firstAc = 0
  let batch: { process: string; success: number; failed: number; downloads: Record<string, string> }
  for (;;) {
    batch = await api(endpoints.batch.info, token, { batchCode: obj.batchCode })
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
