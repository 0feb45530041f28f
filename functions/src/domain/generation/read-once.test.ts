import { afterAll, describe, expect, it } from 'vitest'
import { COMPLETE_CONFIG, createBatchRecord, profileRows, toCsv } from '../../../test/generation.ts'
import { testContext } from '../../../test/helpers.ts'
import { inlineRow, workbook } from '../../../test/hostile-files.ts'
import { type AppContext, closeContext } from '../../context.ts'
import type { Job } from '../../jobs.ts'
import { createEnterprise } from '../enterprise.ts'
import { createConfig } from '../profile-config.ts'
import { loadBatch } from './batch-records.ts'
import { UNREADABLE_WITHIN_LIMITS } from './read-limits.ts'
import { READ_SLOTS, takeReadSlot } from './read-slots.ts'
import { splitBatch } from './split.ts'
import { batchKeys } from './storage.ts'

/** A worker whose queue records what it is given: nothing here reaches the test run's own worker. */
function recordingWorker() {
  const worker = testContext()
  const queued: { job: Job; delaySeconds: number }[] = []
  worker.queue = {
    ...worker.queue,
    enqueue: async (inputs, options) => {
      const jobs = inputs.map((input) => ({ ...input, id: crypto.randomUUID() }) as Job)
      queued.push(...jobs.map((job) => ({ job, delaySeconds: options?.delaySeconds ?? 0 })))
      return jobs
    },
  }
  return { worker, queued }
}

const { worker, queued } = recordingWorker()
afterAll(() => closeContext(worker))

/** An enterprise as activation makes it (with its free trial, which generation checks). */
async function newEnterprise() {
  const { enterpriseId } = await createEnterprise(worker, { name: 'Read once', ownerUserId: 'test' })
  return enterpriseId
}

/** A batch of an uploaded file under a configuration of its own, as the API leaves it for the worker. */
async function uploadedBatch(ctx: AppContext, enterpriseId: string, file: Uint8Array) {
  const { configId } = await createConfig(
    ctx,
    { kind: 'system', enterpriseId, onBehalfOf: 'test', name: 'Read-once test' },
    { ...COMPLETE_CONFIG, name: `Config ${crypto.randomUUID().slice(0, 6)}` },
  )
  const batchCode = `${Date.now()}${crypto.randomUUID().slice(0, 8)}`.toUpperCase()
  await createBatchRecord(ctx, {
    enterpriseId,
    batchCode,
    configId,
    configName: 'Config',
    input: { kind: 'FILE', fileType: 0 },
  })
  await ctx.files.put(batchKeys(enterpriseId, batchCode).upload, ctx.dataKey.encrypt(file), 'x')
  return { enterpriseId, batchCode }
}

const csvFile = (rows: number) => new TextEncoder().encode(toCsv(profileRows(rows)))
const HEADER = inlineRow(['iccid', 'imsi', 'ki', 'opc'])
/**
 * A sheet that unpacks to about 300 MB, of rows spaced out by blanks: the reader passes blanks faster than
 * rows (0.65-1.1 CPU s to the 64 MB sheet cap, against 3.9-4.6 for rows alone, which hostile-uploads.test.ts
 * reads), and what this file checks is how a refused file ends its batch, not the reader's pace.
 */
const sheetBomb = () =>
  workbook([
    HEADER,
    { repeat: `<row><c r="H1"><v>1</v></c></row>${' '.repeat(5_000)}`.repeat(20), times: 3_000 },
  ])

/** A lease on slot n, as a worker reading `batchCode` holds it (or left it when it died). */
async function leaseHeld(ref: { enterpriseId: string; batchCode: string }, slot: number, heldUntil: number) {
  await worker.entities.readLease
    .put({ ...ref, slot, heldUntil, expiresAt: Math.ceil(heldUntil / 1000) + 3600 })
    .go()
}

const requeued = (batchCode: string) =>
  queued.filter(({ job }) => job.type === 'batch.split' && job.batchCode === batchCode)

describe('reading an upload once', () => {
  it('ends a batch whose file is refused with the reason, leaving no mark and no slot taken', async () => {
    const ref = await uploadedBatch(worker, await newEnterprise(), sheetBomb())
    await splitBatch(worker, ref)
    const batch = await loadBatch(worker, ref)
    expect(batch.process).toBe('COMPLETE')
    expect(batch.problem).toMatch(/^The XLSX file is refused: its sheet unpacks to more than 64 MB/)
    expect(batch.readingSince).toBeUndefined()
    const { data: leases } = await worker.entities.readLease.query.bySlot(ref).go()
    expect(leases).toEqual([])
  })

  it('never reads again a file whose reader died: it waits out the lease, then ends the batch', async () => {
    const ref = await uploadedBatch(worker, await newEnterprise(), sheetBomb())
    // What a worker that died while reading leaves behind: the mark and its slot's lease.
    const diedAt = Date.now()
    await worker.entities.batch.patch(ref).set({ readingSince: diedAt }).go()
    await leaseHeld(ref, 0, diedAt + READ_SLOTS.leaseMs)

    await splitBatch(worker, ref)
    expect(await loadBatch(worker, ref)).toMatchObject({ process: 'PROCESSING', readingSince: diedAt })
    expect(requeued(ref.batchCode)).toMatchObject([{ delaySeconds: READ_SLOTS.retrySeconds }])

    const later = testContext()
    later.now = () => diedAt + READ_SLOTS.leaseMs + 1_000
    try {
      await splitBatch(later, ref)
    } finally {
      closeContext(later)
    }
    const batch = await loadBatch(worker, ref)
    // Read again, this file would have ended with the sheet's size cap instead.
    expect(batch).toMatchObject({ process: 'COMPLETE', problem: UNREADABLE_WITHIN_LIMITS })
    expect(batch.chunkCount).toBeUndefined()
  })

  it("reads enterprise B's batch while enterprise A's wait for A's slots", async () => {
    const a = await newEnterprise()
    const aBatches = await Promise.all([1, 2, 3, 4].map(() => uploadedBatch(worker, a, csvFile(3))))
    const [a1, a2, a3, a4] = aBatches
    if (!a1 || !a2 || !a3 || !a4) throw new Error('four batches expected')
    // A's first two are being read (they hold both of A's slots); its other two arrive meanwhile.
    await leaseHeld(a1, 0, Date.now() + READ_SLOTS.leaseMs)
    await leaseHeld(a2, 1, Date.now() + READ_SLOTS.leaseMs)
    await Promise.all([splitBatch(worker, a3), splitBatch(worker, a4)])
    const b = await uploadedBatch(worker, await newEnterprise(), csvFile(3))
    await splitBatch(worker, b)

    expect(await loadBatch(worker, b)).toMatchObject({ total: 3, chunkCount: 1 })
    for (const waiting of [a3, a4]) {
      const batch = await loadBatch(worker, waiting)
      expect(batch).toMatchObject({ process: 'PROCESSING', total: 0 })
      expect(batch.chunkCount).toBeUndefined()
      expect(requeued(waiting.batchCode)).toHaveLength(1)
    }

    // A's first read ends and gives its slot back; a waiting batch of A is read on its next delivery.
    await worker.entities.readLease.delete({ enterpriseId: a, slot: 0 }).go()
    await splitBatch(worker, a3)
    expect(await loadBatch(worker, a3)).toMatchObject({ total: 3, chunkCount: 1 })
  })

  it('reads at most a few files at once in one process, whatever their enterprises', async () => {
    const refs = await Promise.all(
      [1, 2, 3].map(async () => uploadedBatch(worker, await newEnterprise(), csvFile(1))),
    )
    const slots = await Promise.all(refs.map((ref) => takeReadSlot(worker, ref)))
    expect(slots.filter((slot) => slot !== undefined)).toHaveLength(READ_SLOTS.perProcess)
    await Promise.all(slots.map((slot) => slot?.release()))
    expect(await takeReadSlot(worker, refs[0] ?? { enterpriseId: '', batchCode: '' })).toBeDefined()
  })
})
