import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { withLuhn } from '@simlessly/shared/esim/identifiers'
import { createSmdpClient, MAX_IMPORT } from '../../adapters/smdp/index.ts'
import { startSmdpSimulator } from './server.ts'

/**
 * How fast the pipeline's SM-DP+ step can go locally: the vendor import, then DownloadOrder + ConfirmOrder
 * for every profile through the real adapter (keep-alive, CONCURRENCY calls in flight), against the
 * simulator writing its journal to disk as under `npm start` (`--memory` keeps it in memory).
 *   node --import tsx functions/src/local/smdp-simulator/bench.ts [profiles] [--memory]
 */
const PROFILES = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 10_000)
const CONCURRENCY = 16
const inMemory = process.argv.includes('--memory')

const dataDir = inMemory ? undefined : await mkdtemp(path.join(os.tmpdir(), 'smdp-bench-'))
const simulator = await startSmdpSimulator({ port: 0, smdpAddress: 'SMDP.BENCH.EXAMPLE', dataDir })
const smdp = createSmdpClient({
  url: simulator.url,
  requesterId: 'bench',
  timeoutMs: 10_000,
  retries: 3,
  maxConnections: CONCURRENCY,
  tls: { certFile: undefined, keyFile: undefined, caFile: undefined },
})

const profiles = Array.from({ length: PROFILES }, (_, i) => ({
  iccid: withLuhn(`8944${String(i).padStart(14, '0')}`),
  imsi: `23415${String(i).padStart(10, '0')}`,
  ki: '000102030405060708090A0B0C0D0E0F',
  opc: '00112233445566778899AABBCCDDEEFF',
  profileType: 'Bench',
}))

try {
  let started = performance.now()
  for (let i = 0; i < profiles.length; i += MAX_IMPORT)
    await smdp.loadProfiles(profiles.slice(i, i + MAX_IMPORT))
  const importSeconds = (performance.now() - started) / 1000

  const latencies: number[] = []
  let next = 0
  started = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < profiles.length) {
        const { iccid } = profiles[next++] as { iccid: string }
        const t0 = performance.now()
        await smdp.downloadOrder({ iccid })
        const t1 = performance.now()
        await smdp.confirmOrder({ iccid, releaseFlag: true })
        latencies.push(t1 - t0, performance.now() - t1)
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const at = (q: number) => (latencies[Math.floor(q * (latencies.length - 1))] ?? 0).toFixed(1)
  console.log(
    [
      `SM-DP+ simulator (${inMemory ? 'in memory' : 'journal on disk'}), ${PROFILES} profiles, concurrency ${CONCURRENCY}`,
      `  import:         ${importSeconds.toFixed(2)} s (${Math.round(PROFILES / importSeconds)} profiles/s)`,
      `  orders:         ${seconds.toFixed(2)} s for ${latencies.length} calls = ${Math.round(latencies.length / seconds)} calls/s`,
      `  latency:        p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`,
      `  resident:       ${Math.round(process.memoryUsage().rss / 1_048_576)} MB (simulator and client in one process)`,
    ].join('\n'),
  )
} finally {
  smdp.close()
  await simulator.stop()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
}
