import { type Batch, endpoints } from '@simlessly/shared'
import { unzipSync, zipSync } from 'fflate'
import { beforeAll, describe, expect, it } from 'vitest'
import { call } from '../../../test/api.ts'
import { createBatchRecord, download, generationWorld, parseCsv } from '../../../test/generation.ts'
import type { ApiApp } from '../../api/app.ts'
import type { AppContext } from '../../context.ts'
import { acCsvHeader } from './assemble.ts'
import { batchKeys } from './storage.ts'

let ctx: AppContext
let app: ApiApp
let token: string
let enterpriseId: string

beforeAll(async () => {
  ;({ ctx, app, token, enterpriseId } = await generationWorld({ config: false }))
})

/** A batch of three chunks as the worker leaves it after its first chunk: marker, part files, counters. */
async function batchAfterFirstChunk(options: { encryptOutput?: boolean } = {}) {
  const batchCode = `01PARTS${crypto.randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase()}`
  await createBatchRecord(ctx, {
    enterpriseId,
    batchCode,
    configId: 'config',
    configName: 'Parts',
    formats: ['STRING', 'PICTURE'],
    encryptOutput: options.encryptOutput ?? false,
    input: {},
    total: 550,
    success: 2,
    failed: 0,
    chunkCount: 3,
    chunksDone: 1,
    createdBy: 'someone',
  })
  await ctx.entities.batchChunk
    .create({ enterpriseId, batchCode, chunk: 0, success: 2, failed: 0, finishedAt: Date.now() })
    .go()
  const keys = batchKeys(enterpriseId, batchCode)
  await ctx.files.put(
    keys.partCsv(0),
    `${acCsvHeader(false)}8901,i1,,,m1,a1,,\r\n8902,i2,,,m2,a2,,\r\n`,
    'text/csv',
  )
  const pictures = { '8901.png': new Uint8Array([1]), '8902.png': new Uint8Array([2]) }
  await ctx.files.put(keys.partZip(0), zipSync(pictures, { level: 0 }), 'application/zip')
  return batchCode
}

const info = async (batchCode: string, withParts = true) =>
  (await call(app, endpoints.batch.info, { token, body: { batchCode, withParts } })).body.obj as Batch

describe("a running batch's finished chunks", { timeout: 30_000 }, () => {
  it('can be downloaded before the batch completes: the first chunk has its ACs and its pictures', async () => {
    const batch = await info(await batchAfterFirstChunk())
    expect(batch.process).toBe('PROCESSING')
    expect(batch.downloads).toEqual({})
    expect(batch.parts).toEqual([
      { chunk: 0, success: 2, failed: 0, csv: expect.any(String), zip: expect.any(String) },
    ])
    const [part] = batch.parts ?? []
    const csv = parseCsv(new TextDecoder().decode(await download(part?.csv ?? '')))
    expect(csv.map((row) => row.iccid)).toEqual(['8901', '8902'])
    expect(Object.keys(unzipSync(await download(part?.zip ?? '')))).toEqual(['8901.png', '8902.png'])
  })

  it('are left out unless asked for (a poll that does not show them does not list them)', async () => {
    expect((await info(await batchAfterFirstChunk(), false)).parts).toBeUndefined()
  })

  it('are not offered for a batch whose files are PGP-encrypted, nor once it completes', async () => {
    expect((await info(await batchAfterFirstChunk({ encryptOutput: true }))).parts).toBeUndefined()
    const done = await batchAfterFirstChunk()
    await ctx.entities.batch.patch({ enterpriseId, batchCode: done }).set({ process: 'COMPLETE' }).go()
    expect((await info(done)).parts).toBeUndefined()
  })
})
