/// <reference path="../../functions/src/types/qrcode-internals.d.ts" />
import { withLuhn } from '@simlessly/shared'
import { zipSync } from 'fflate'
import pMap from 'p-map'
import { createLogger } from '../../functions/src/adapters/logger.ts'
import { createSmdpClient, MAX_IMPORT } from '../../functions/src/adapters/smdp/index.ts'
import { loadConfig } from '../../functions/src/config.ts'
import { CHUNK_SIZE } from '../../functions/src/domain/generation/split.ts'
import { qrRenderer } from '../../functions/src/domain/qr-style/styles.ts'
import { WORK_QUEUE } from '../../functions/src/resources.ts'
import { BENCH_CONFIG, median, randomKeyHex } from './product.ts'

/**
 * The floors of bench:generate, each the batch's own work done alone in this process: its QR PNGs drawn
 * (and zipped as the pipeline stores them), its ES2+ calls made against the product's SM-DP+ simulator.
 * (Its DynamoDB writes are replayed by `dynamodb-floor.ts`.)
 */

/** The pipeline's chunk size, and its ES2+ calls in flight per chunk (SMDP_CONCURRENCY of reserve.ts). */
export const CHUNK_ROWS = CHUNK_SIZE
const SMDP_CONCURRENCY = 16

const cpuMs = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

/** Draws each AC's QR PNG (the default style, as the bench's batch has none) and zips them per chunk. */
export function qrFloor(acs: string[]) {
  const render = qrRenderer(undefined)
  let cpu = cpuMs()
  let started = performance.now()
  const pngs = acs.map(render)
  const draw = { seconds: (performance.now() - started) / 1000, cpuMs: cpuMs() - cpu }
  cpu = cpuMs()
  started = performance.now()
  for (let i = 0; i < pngs.length; i += CHUNK_ROWS) {
    const files: Record<string, Uint8Array> = {}
    for (const [j, png] of pngs.slice(i, i + CHUNK_ROWS).entries()) files[`${i + j}.png`] = png
    zipSync(files, { level: 0 })
  }
  const zip = { seconds: (performance.now() - started) / 1000, cpuMs: cpuMs() - cpu }
  return { draw, zip }
}

/** An SM-DP+ client as the worker's (same timeouts, retries and connection pool), on the simulator. */
function smdpClient(url: string) {
  const config = loadConfig({ LOG_LEVEL: 'SILENT', SMDP_URL: url })
  return createSmdpClient({ ...config.smdp, logger: createLogger({ logLevel: 'SILENT' }) })
}

const profile = (iccid: string, n: number) => ({
  iccid,
  imsi: `310270${String(n).padStart(9, '0')}`,
  ki: randomKeyHex(),
  opc: randomKeyHex(),
  profileType: BENCH_CONFIG.profileName,
})

/**
 * The batch's ES2+ calls alone, as the pipeline makes them: chunks of 500, a wave of as many chunks as
 * the worker takes at once, each importing its profiles then ordering them 16 at a time (DownloadOrder,
 * ConfirmOrder with release). Fresh ICCIDs, so the simulator does the same work.
 */
export async function es2Floor(url: string, rows: number, prefix = '890177') {
  const smdp = smdpClient(url)
  const iccids = Array.from({ length: rows }, (_, i) => withLuhn(`${prefix}${String(i).padStart(12, '0')}`))
  const chunks: string[][] = []
  for (let i = 0; i < rows; i += CHUNK_ROWS) chunks.push(iccids.slice(i, i + CHUNK_ROWS))
  const cpu = cpuMs()
  const started = performance.now()
  try {
    for (let w = 0; w < chunks.length; w += WORK_QUEUE.batchSize) {
      await Promise.all(
        chunks.slice(w, w + WORK_QUEUE.batchSize).map(async (chunk) => {
          for (let i = 0; i < chunk.length; i += MAX_IMPORT)
            await smdp.loadProfiles(chunk.slice(i, i + MAX_IMPORT).map(profile))
          await pMap(
            chunk,
            async (iccid) => {
              await smdp.downloadOrder({ iccid })
              await smdp.confirmOrder({ iccid, releaseFlag: true })
            },
            { concurrency: SMDP_CONCURRENCY },
          )
        }),
      )
    }
    const seconds = (performance.now() - started) / 1000
    return { seconds, calls: chunks.length + rows * 2, clientCpuMs: cpuMs() - cpu }
  } finally {
    smdp.close()
  }
}

/** One AC's floor: its three ES2+ calls in sequence and its QR PNG, median of `samples`. */
export async function singleAcFloor(url: string, samples = 20, prefix = '890178') {
  const smdp = smdpClient(url)
  const render = qrRenderer(undefined)
  const times: number[] = []
  try {
    for (let i = 0; i < samples; i++) {
      const iccid = withLuhn(`${prefix}${String(i).padStart(12, '0')}`)
      const started = performance.now()
      await smdp.loadProfiles([profile(iccid, i)])
      await smdp.downloadOrder({ iccid })
      const { matchingId } = await smdp.confirmOrder({ iccid, releaseFlag: true })
      render(`1$${BENCH_CONFIG.smdpAddress}$${matchingId}`)
      times.push(performance.now() - started)
    }
  } finally {
    smdp.close()
  }
  return median(times)
}
