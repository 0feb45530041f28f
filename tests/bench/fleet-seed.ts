import { withLuhn } from '@simlessly/shared'
import pMap from 'p-map'
import type { AppContext } from '../../functions/src/context.ts'
import { counterNames } from '../../functions/src/domain/counter.ts'
import { fleetKeys } from '../../functions/src/entities/fleet-index.ts'
import { committed } from '../../functions/src/entities/transaction.ts'

const STATUSES = [
  'RELEASED',
  'RELEASED',
  'RELEASED',
  'RELEASED',
  'RELEASED',
  'RELEASED',
  'RELEASED',
  'DOWNLOADED',
  'DOWNLOADED',
  'INSTALLED',
] as const

/** The bench's profile `i`: its ICCID, IMSI and (every fourth) EID, as the fleet and search benches ask. */
export const benchIccid = (i: number) => withLuhn(`890141032${String(i).padStart(9, '0')}`)
export const benchImsi = (i: number) => `310410${String(i).padStart(9, '0')}`
export const benchEid = (i: number) => `8904903200000000000000${String(i).padStart(10, '0')}`

/**
 * `profiles` profiles of one enterprise written straight into the table with the product's own index keys
 * and counters, spread over `batchCodes` (each made a batch) and every twentieth in `groupId`; generating
 * them through the pipeline would take minutes and measure generation instead. Answers the seconds taken.
 */
export async function seedFleet(
  ctx: AppContext,
  input: {
    enterpriseId: string
    userId: string
    configId: string
    groupId: string
    batchCodes: readonly string[]
    profiles: number
  },
) {
  const { enterpriseId, userId, configId, groupId, batchCodes, profiles } = input
  for (const batchCode of batchCodes) {
    await ctx.entities.batch
      .create({
        enterpriseId,
        batchCode,
        type: 'BATCH_GENERATE',
        configId,
        configName: 'Bench',
        formats: ['STRING'],
        process: 'COMPLETE',
        input: { kind: 'BENCH' },
        createdBy: userId,
        createdAt: Date.now(),
      })
      .go()
  }
  const started = performance.now()
  const base = Date.now() - profiles * 10
  const counts = new Map<string, number>()
  const profile = (i: number) => {
    const item = {
      enterpriseId,
      iccid: benchIccid(i),
      imsi: benchImsi(i),
      ...(i % 4 === 0 && { eid: benchEid(i) }),
      kiSealed: 'sealed',
      opcSealed: 'sealed',
      configId,
      batchCode: batchCodes[i % batchCodes.length] ?? '',
      smdpAddress: 'smdp.example.com',
      matchingId: `M${String(i).padStart(15, '0')}`,
      ac: `1$smdp.example.com$M${String(i).padStart(15, '0')}`,
      status: STATUSES[i % STATUSES.length] ?? 'RELEASED',
      ...(i % 20 === 7 && { groupId }),
      createdBy: userId,
      createdAt: base + i * 10,
      updatedAt: base + i * 10,
    }
    for (const name of counterNames(item)) counts.set(name, (counts.get(name) ?? 0) + 1)
    return { ...item, ...fleetKeys(item) }
  }
  // Transactions of 100, as generation writes them: on DynamoDB Local several times faster than batch writes.
  const slices = Array.from({ length: Math.ceil(profiles / 100) }, (_, s) => s)
  await pMap(
    slices,
    async (s) => {
      const items = Array.from({ length: Math.min(100, profiles - s * 100) }, (_, k) => profile(s * 100 + k))
      await committed(
        ctx.entities.service.transaction
          .write(({ profile: p }) => items.map((item) => p.put(item).commit()))
          .go(),
      )
    },
    { concurrency: 4 },
  )
  for (const [name, count] of counts) await ctx.entities.counter.put({ enterpriseId, name, count }).go()
  return (performance.now() - started) / 1000
}
