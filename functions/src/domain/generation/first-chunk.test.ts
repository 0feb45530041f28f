import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createActiveUser } from '../../../test/accounts.ts'
import { signIn } from '../../../test/api.ts'
import { createBatchRecord, createConfig, openInput } from '../../../test/generation.ts'
import { fileContext, testContext } from '../../../test/helpers.ts'
import { createApp } from '../../api/app.ts'
import { type AppContext, closeContext } from '../../context.ts'
import type { JobInput } from '../../jobs.ts'
import { loadBatch } from './batch-records.ts'
import { abandonChunk, processChunk } from './chunks.ts'
import { FIRST_CHUNK_SIZE, splitBatch } from './split.ts'
import { batchKeys } from './storage.ts'

/** A chunk job as queued, with what was done of the first chunk when it was. */
type Queued = { chunk: number; firstCounted: boolean; firstPartStored: boolean }

let ctx: AppContext
let worker: AppContext
let enterpriseId: string
let configId: string
let queued: Queued[] = []

/**
 * A worker whose queue records each chunk job with the first chunk's state at that moment (its marker,
 * its part CSV), and delivers nothing: the tests run the chunks themselves, in the order they were queued.
 */
function recordingContext(): AppContext {
  const own = testContext()
  own.queue = {
    ...own.queue,
    enqueue: async (jobs: JobInput[]) => {
      for (const job of jobs) {
        if (job.type !== 'batch.chunk') continue
        const first = { enterpriseId: job.enterpriseId, batchCode: job.batchCode, chunk: 0 }
        const { data } = await own.entities.batchChunk.get(first).go({ consistent: true })
        const part = batchKeys(job.enterpriseId, job.batchCode).partCsv(0)
        const firstPartStored = (await own.files.getAtMost(part, 1 << 20)) !== undefined
        queued.push({ chunk: job.chunk, firstCounted: data !== null, firstPartStored })
      }
      return jobs.map((job) => ({ ...job, id: crypto.randomUUID() }))
    },
  }
  return own
}

/** The worker's DynamoDB rounds (requests in flight together count once) before its first write. */
const reads = { rounds: 0, inFlight: 0, writing: false }

beforeAll(async () => {
  ctx = fileContext()
  // A context of its own: its queue records the chunk jobs, and its DynamoDB client counts the rounds.
  worker = recordingContext()
  worker.aws.db.middlewareStack.add(
    (next, context) => async (args) => {
      if (/Write|Put|Update|Delete/.test(context.commandName ?? '')) reads.writing = true
      if (!reads.writing && reads.inFlight++ === 0) reads.rounds++
      try {
        return await next(args)
      } finally {
        if (reads.inFlight > 0) reads.inFlight--
      }
    },
    { step: 'initialize', name: 'countReadRounds' },
  )
  // The claims table's mark is read once per process, at its first claim (iccid-claim.ts): not the chunk's.
  await worker.entities.iccidClaims.copied()
  const user = await createActiveUser(ctx)
  enterpriseId = user.enterpriseId
  configId = await createConfig(createApp(ctx), await signIn(createApp(ctx), user))
})
afterAll(() => closeContext(worker))

/** A split open batch of `rows` rows: the first chunk and two more. */
async function splitBatchOf(rows: number) {
  queued = []
  const batchCode = `01FIRST${crypto.randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase()}`
  await createBatchRecord(ctx, {
    enterpriseId,
    batchCode,
    configId,
    configName: 'First',
    input: openInput(rows),
  })
  const ref = { enterpriseId, batchCode }
  await splitBatch(worker, ref)
  return ref
}

const ROWS = FIRST_CHUNK_SIZE + 260

describe("a batch's first chunk", { timeout: 120_000 }, () => {
  it('runs alone: the others are queued once it is stored, drawn and counted, then the batch completes', async () => {
    const ref = await splitBatchOf(ROWS)
    expect(queued).toEqual([{ chunk: 0, firstCounted: false, firstPartStored: false }])
    Object.assign(reads, { rounds: 0, inFlight: 0, writing: false })
    await processChunk(worker, { ...ref, chunk: 0 })
    // Its marker with the batch, then its configuration, block list and creator's name, before its claims.
    expect(reads.rounds).toBe(2)
    expect(queued.slice(1)).toEqual([
      { chunk: 1, firstCounted: true, firstPartStored: true },
      { chunk: 2, firstCounted: true, firstPartStored: true },
    ])
    expect(await loadBatch(ctx, ref)).toMatchObject({ success: FIRST_CHUNK_SIZE, chunksDone: 1 })
    // Delivered again (its job failed past the count), it queues nothing twice.
    await processChunk(worker, { ...ref, chunk: 0 })
    expect(queued).toHaveLength(3)
    for (const chunk of [1, 2]) await processChunk(worker, { ...ref, chunk })
    expect(await loadBatch(ctx, ref)).toMatchObject({ process: 'COMPLETE', success: ROWS, failed: 0 })
  })

  it('is queued alone again when a restart lost it, and the others follow its count', async () => {
    const ref = await splitBatchOf(ROWS)
    queued = []
    await splitBatch(worker, ref)
    expect(queued.map((q) => q.chunk)).toEqual([0])
    await processChunk(worker, { ...ref, chunk: 0 })
    queued = []
    await splitBatch(worker, ref)
    expect(queued.map((q) => q.chunk)).toEqual([1, 2])
  })

  it('queues the others even when the chunk markers it reads lag behind its own count', async () => {
    const ref = await splitBatchOf(ROWS)
    const query = worker.entities.batchChunk.query
    // What a read that does not see the latest writes answers: no chunk counted yet.
    const lagging = { byBatch: () => ({ go: async () => ({ data: [] }) }) }
    Object.defineProperty(worker.entities.batchChunk, 'query', { value: lagging, configurable: true })
    try {
      await processChunk(worker, { ...ref, chunk: 0 })
    } finally {
      Object.defineProperty(worker.entities.batchChunk, 'query', { value: query, configurable: true })
    }
    expect(queued.map((q) => q.chunk)).toEqual([0, 1, 2])
  })

  it('that keeps failing still lets the others run: its rows are reported failed and they are queued', async () => {
    const ref = await splitBatchOf(ROWS)
    await abandonChunk(worker, { ...ref, chunk: 0 }, 'chunk 1')
    expect(queued.map((q) => [q.chunk, q.firstCounted])).toEqual([
      [0, false],
      [1, true],
      [2, true],
    ])
    for (const chunk of [1, 2]) await processChunk(worker, { ...ref, chunk })
    expect(await loadBatch(ctx, ref)).toMatchObject({
      process: 'COMPLETE',
      success: ROWS - FIRST_CHUNK_SIZE,
      failed: FIRST_CHUNK_SIZE,
    })
  })
})
