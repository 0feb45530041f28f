import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInUser } from '../../../test/api.ts'
import { createBatchRecord, createConfig, generationWorld, openInput } from '../../../test/generation.ts'
import { testContext } from '../../../test/helpers.ts'
import type { ApiApp } from '../../api/app.ts'
import { type AppContext, closeContext } from '../../context.ts'
import { loadBatch } from './batch-records.ts'
import { chunkRows, processChunk } from './chunks.ts'
import { splitBatch } from './split.ts'
import { batchKeys, putSealedJson } from './storage.ts'

let ctx: AppContext
let app: ApiApp
let first: { enterpriseId: string; configId: string }
let second: { enterpriseId: string; configId: string }

/** A context whose queue only records: the chunks this test drives by hand never reach the run's worker. */
const worker = testContext()
worker.queue = {
  ...worker.queue,
  enqueue: async (jobs) => jobs.map((job) => ({ ...job, id: crypto.randomUUID() })),
}

beforeAll(async () => {
  const world = await generationWorld()
  ;({ ctx, app } = world)
  first = world
  const other = await signedInUser(app, ctx)
  second = { enterpriseId: other.enterpriseId, configId: await createConfig(app, other.token) }
})
afterAll(() => closeContext(worker))

async function splitOnly(
  owner: { enterpriseId: string; configId: string },
  rows: number,
  iccidStart: string,
) {
  const batchCode = `R${Date.now()}${crypto.randomUUID().slice(0, 6)}`.toUpperCase()
  const ref = { enterpriseId: owner.enterpriseId, batchCode }
  const input = openInput(rows, iccidStart)
  await createBatchRecord(ctx, { ...ref, configId: owner.configId, configName: 'x', input })
  await splitBatch(worker, ref)
  return ref
}

/**
 * The ICCID claim is written before the SM-DP+ is called, and that order is a guarantee: a batch that meets
 * an ordered profile takes it for its own interrupted attempt and cancels it (reserve.ts `order`). Whatever
 * one-item-a-row design replaces the claim has to keep this test green.
 */
describe('the ICCID claim before the SM-DP+', () => {
  it("refuses another enterprise's batch of the same file run while the first is between its orders and its store, and leaves the first's orders alone", async () => {
    const iccidStart = `8901${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}00000`
    const a = await splitOnly(first, 3, iccidStart)
    const b = await splitOnly(second, 3, iccidStart)
    // The same vendor file: the same rows, Ki and OPc included, so the SM-DP+'s import takes both.
    await putSealedJson(
      worker,
      batchKeys(b.enterpriseId, b.batchCode).chunk(0),
      await chunkRows(worker, { ...a, chunk: 0 }),
    )

    const realConfirm = worker.smdp.confirmOrder.bind(worker.smdp)
    const realCancel = worker.smdp.cancelOrder.bind(worker.smdp)
    let confirms = 0
    const cancels: string[] = []
    worker.smdp.cancelOrder = async (input) => {
      cancels.push(input.iccid)
      return realCancel(input)
    }
    // The second batch runs once the first's three orders are released, before the first stores them.
    worker.smdp.confirmOrder = async (input) => {
      const answer = await realConfirm(input)
      if (++confirms === 3) await processChunk(worker, { ...b, chunk: 0 })
      return answer
    }
    try {
      await processChunk(worker, { ...a, chunk: 0 })
    } finally {
      worker.smdp.confirmOrder = realConfirm
      worker.smdp.cancelOrder = realCancel
    }

    expect(await loadBatch(ctx, b)).toMatchObject({ process: 'COMPLETE', success: 0, failed: 3 })
    expect(await loadBatch(ctx, a)).toMatchObject({ process: 'COMPLETE', success: 3, failed: 0 })
    expect(cancels).toEqual([])
    expect((await ctx.entities.profile.query.byBatch(b).go()).data).toEqual([])
    // The SM-DP+ still holds each of the first batch's orders under the matching id its AC carries.
    const { data: stored } = await ctx.entities.profile.query.byBatch(a).go()
    expect(stored).toHaveLength(3)
    for (const p of stored)
      await expect(
        worker.smdp.cancelOrder({
          iccid: p.iccid,
          finalProfileStatusIndicator: 'Unavailable',
          matchingId: p.matchingId,
        }),
      ).resolves.toBeUndefined()
  })
})
