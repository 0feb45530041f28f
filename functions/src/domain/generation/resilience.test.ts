import { execFileSync } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { endpoints, HPLMN_MISMATCH_MESSAGE, withLuhn } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import * as openpgp from 'openpgp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../../../test/api.ts'
import { BATCH_WAIT_MS, waiting } from '../../../test/budget.ts'
import {
  createBatchRecord,
  createConfig,
  download,
  generationWorld,
  openInput,
  parseCsv,
  profileRows,
  scratchDir,
  toCsv,
  upload,
  waitForBatch,
  writeScratch,
} from '../../../test/generation.ts'
import { testContext } from '../../../test/helpers.ts'
import { type ApiApp, createApp } from '../../api/app.ts'
import { type AppContext, closeContext } from '../../context.ts'
import { readCounters } from '../counter.ts'
import { loadBatch } from './batch-records.ts'
import { abandonChunk, chunkRows, processChunk } from './chunks.ts'
import { resumeUnfinishedBatches } from './generate.ts'
import { splitBatch } from './split.ts'
import { batchKeys, putSealedJson } from './storage.ts'

let ctx: AppContext
let app: ApiApp
let token: string
let enterpriseId: string
let configId: string
let privateKey: string
const dir = scratchDir()
const gnupg = path.join(dir, 'gnupg')

beforeAll(async () => {
  ;({ ctx, app, token, enterpriseId, configId } = await generationWorld())
  const keys = await openpgp.generateKey({
    type: 'ecc',
    curve: 'curve25519Legacy',
    userIDs: [{ email: 'ops@example.com' }],
  })
  privateKey = keys.privateKey
  const stored = await call(app, endpoints.generation.saveOutputKey, {
    token,
    body: { publicKey: keys.publicKey },
  })
  expect(stored.body.success).toBe(true)
  mkdirSync(gnupg, { mode: 0o700 })
  execFileSync('gpg', ['--homedir', gnupg, '--batch', '--import', writeScratch(dir, 'key.asc', privateKey)], {
    stdio: 'ignore',
  })
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** gpg, a real OpenPGP implementation, decrypts what the pipeline encrypted. */
function gpgDecrypt(bytes: Uint8Array): string {
  const file = writeScratch(dir, `${crypto.randomUUID()}.pgp`, bytes)
  return execFileSync('gpg', ['--homedir', gnupg, '--batch', '--quiet', '--decrypt', file], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  })
}

describe('PGP', () => {
  it(
    'encrypts every output to the enterprise key, and gpg decrypts it to the plaintext',
    async () => {
      const rows = profileRows(5)
      const started = await upload(app, token, {
        file: toCsv(rows),
        configId,
        formats: 'STRING',
        encryptOutput: 'true',
      })
      const batch = await waitForBatch(app, token, started.obj?.batchCode ?? '')
      const sealed = await download(batch.downloads.csv ?? '')
      const viaGpg = gpgDecrypt(sealed)
      const message = await openpgp.readMessage({ binaryMessage: sealed })
      const key = await openpgp.readPrivateKey({ armoredKey: privateKey })
      const { data } = await openpgp.decrypt({ message, decryptionKeys: key, format: 'utf8' })
      expect(viaGpg).toBe(data)
      expect(
        parseCsv(viaGpg)
          .map((r) => r.iccid)
          .sort(),
      ).toEqual(rows.map((r) => r.iccid).sort())
    },
    waiting(BATCH_WAIT_MS),
  )

  it(
    'reads an input file encrypted to the platform key',
    async () => {
      const { publicKey } = (await call(app, endpoints.generation.platformKey, { token })).body.obj as {
        publicKey: string
      }
      const rows = profileRows(3)
      const encrypted = await openpgp.encrypt({
        message: await openpgp.createMessage({ text: toCsv(rows) }),
        encryptionKeys: await openpgp.readKey({ armoredKey: publicKey }),
      })
      const started = await upload(app, token, {
        file: encrypted,
        configId,
        fileType: '1',
        formats: 'STRING',
      })
      expect(await waitForBatch(app, token, started.obj?.batchCode ?? '')).toMatchObject({
        success: 3,
        failed: 0,
      })
    },
    waiting(BATCH_WAIT_MS),
  )

  it(
    'hands open-batch secrets back only encrypted, with sequential Luhn ICCIDs',
    async () => {
      const iccidStart = `8901${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}00000`
      const answer = await call(app, endpoints.generation.openBatch, {
        token,
        body: { configId, quantity: 3, iccidStart, imsiStart: '310410000000100', formats: ['STRING'] },
      })
      const batch = await waitForBatch(app, token, (answer.body.obj as { batchCode: string }).batchCode)
      expect(batch).toMatchObject({ success: 3, encrypted: true })
      const rows = parseCsv(gpgDecrypt(await download(batch.downloads.csv ?? '')))
      expect(rows.map((r) => r.iccid?.slice(0, 18))).toEqual(
        [0, 1, 2].map((i) => String(BigInt(iccidStart) + BigInt(i))),
      )
      expect(rows.map((r) => r.imsi)).toEqual(['310410000000100', '310410000000101', '310410000000102'])
      for (const row of rows) expect(row.ki).toMatch(/^[0-9A-F]{32}$/)
    },
    waiting(BATCH_WAIT_MS),
  )

  it('refuses an open batch whose IMSI start is not 14 or 15 digits, with the message the rows would get', async () => {
    const iccidStart = `8901${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}00000`
    for (const imsiStart of ['310410', '3104100000001']) {
      const answer = await call(app, endpoints.generation.openBatch, {
        token,
        body: { configId, quantity: 3, iccidStart, imsiStart, formats: ['STRING'] },
      })
      expect(answer.status).toBe(400)
      expect(answer.body.obj).toEqual({
        fields: [
          { path: 'json.imsiStart', message: 'Invalid IMSI start: use 14 or 15 digits (MCC + MNC + MSIN)' },
        ],
      })
    }
  })

  it(
    "warns about an open batch's IMSIs outside the configuration's HPLMN, as an upload's",
    async () => {
      const iccidStart = `8901${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}00000`
      const answer = await call(app, endpoints.generation.openBatch, {
        token,
        body: { configId, quantity: 2, iccidStart, imsiStart: '262010000000100', formats: ['STRING'] },
      })
      const batch = await waitForBatch(app, token, (answer.body.obj as { batchCode: string }).batchCode)
      expect(batch).toMatchObject({ success: 2, failed: 0 })
      const warnings = parseCsv(gpgDecrypt(await download(batch.downloads.warnings ?? '')))
      expect(warnings.map((w) => [w.row, w.warning])).toEqual([
        ['1', HPLMN_MISMATCH_MESSAGE],
        ['2', HPLMN_MISMATCH_MESSAGE],
      ])
    },
    waiting(BATCH_WAIT_MS),
  )

  it('refuses an open batch whose ICCIDs would leave the 89 prefix, before queueing anything', async () => {
    const answer = await call(app, endpoints.generation.openBatch, {
      token,
      body: {
        configId,
        quantity: 3,
        iccidStart: '899999999999999998',
        imsiStart: '310410000000100',
        formats: ['STRING'],
      },
    })
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({
      success: false,
      code: ErrorCode.VALIDATION_FAILED,
      obj: {
        fields: [
          {
            path: 'json.iccidStart',
            message: expect.stringContaining('3 ICCIDs from it end at 9000000000000000001'),
          },
        ],
      },
    })
  })
})

describe('the worker under failure', () => {
  /**
   * A context whose queue only records: the chunks these tests drive by hand never reach the test run's
   * worker, which would otherwise race them.
   */
  function unqueuedContext(): AppContext {
    const own = testContext()
    own.queue = {
      ...own.queue,
      enqueue: async (jobs) => jobs.map((job) => ({ ...job, id: crypto.randomUUID() })),
    }
    return own
  }

  const worker = unqueuedContext()
  afterAll(() => closeContext(worker))

  /** A batch whose split ran, with its chunks left for the test to process. */
  async function splitOnly(rowCount: number, options: { configId?: string; iccidStart?: string } = {}) {
    const batchCode = `${Date.now()}${crypto.randomUUID().slice(0, 6)}`.toUpperCase()
    await createBatchRecord(ctx, {
      enterpriseId,
      batchCode,
      configId: options.configId ?? configId,
      configName: 'x',
      input: openInput(rowCount, options.iccidStart),
    })
    await splitBatch(worker, { enterpriseId, batchCode })
    return { enterpriseId, batchCode }
  }

  it('changes nothing when a chunk is processed twice', async () => {
    const ref = await splitOnly(4)
    await processChunk(worker, { ...ref, chunk: 0 })
    const first = await loadBatch(ctx, ref)
    await processChunk(worker, { ...ref, chunk: 0 })
    const second = await loadBatch(ctx, ref)
    expect(second).toMatchObject({ process: 'COMPLETE', success: 4, failed: 0, chunksDone: 1 })
    expect(second.success).toBe(first.success)
    const { data: profiles } = await ctx.entities.profile.query.byBatch(ref).go()
    expect(profiles).toHaveLength(4)
  })

  it('resumes a chunk that crashed halfway: orders left open are redone, nothing doubles', async () => {
    const ref = await splitOnly(6)
    const realConfirm = worker.smdp.confirmOrder.bind(worker.smdp)
    let confirms = 0
    worker.smdp.confirmOrder = async (input) => {
      if (++confirms > 3) throw new Error('worker killed')
      return realConfirm(input)
    }
    await expect(processChunk(worker, { ...ref, chunk: 0 })).rejects.toThrow('worker killed')
    expect(await loadBatch(ctx, ref)).toMatchObject({ process: 'PROCESSING', chunksDone: 0 })
    worker.smdp.confirmOrder = realConfirm
    await processChunk(worker, { ...ref, chunk: 0 })
    const batch = await loadBatch(ctx, ref)
    expect(batch).toMatchObject({ process: 'COMPLETE', success: 6, failed: 0 })
    const { data: profiles } = await ctx.entities.profile.query.byBatch(ref).go()
    expect(new Set(profiles.map((p) => p.matchingId)).size).toBe(6)
  })

  /** The fleet's counters of a batch and a configuration, and the configuration's ACs generated today. */
  async function counts(ref: { batchCode: string }, config: string) {
    const counters = await readCounters(ctx, enterpriseId, [`batch#${ref.batchCode}`, `config#${config}`], {
      consistent: true,
    })
    const day = new Date().toISOString().slice(0, 10)
    const { data: stat } = await ctx.entities.stat
      .get({ scope: enterpriseId, kind: 'config', day, key: config })
      .go({ consistent: true })
    return {
      batch: counters.get(`batch#${ref.batchCode}`) ?? 0,
      config: counters.get(`config#${config}`) ?? 0,
      generated: (stat as { g?: number } | null)?.g ?? 0,
    }
  }

  it('counts a chunk in the fleet and the statistics once, with the chunk: a retry after a crash between storing and counting counts every row once', async () => {
    const config = await createConfig(app, token)
    const ref = await splitOnly(5, { configId: config })
    const realPut = worker.files.put.bind(worker.files)
    worker.files.put = async (key, body, type) => {
      if (key.includes('/parts/')) throw new Error('worker killed')
      return realPut(key, body, type)
    }
    await expect(processChunk(worker, { ...ref, chunk: 0 })).rejects.toThrow('worker killed')
    worker.files.put = realPut
    const { data: stored } = await ctx.entities.profile.query.byBatch(ref).go()
    expect(stored).toHaveLength(5)
    // Stored, not counted yet: the counts move with the chunk's marker, in one transaction.
    expect(await counts(ref, config)).toEqual({ batch: 0, config: 0, generated: 0 })
    await processChunk(worker, { ...ref, chunk: 0 })
    await processChunk(worker, { ...ref, chunk: 0 })
    expect(await loadBatch(ctx, ref)).toMatchObject({ process: 'COMPLETE', success: 5, failed: 0 })
    expect(await counts(ref, config)).toEqual({ batch: 5, config: 5, generated: 5 })
    const { data: again } = await ctx.entities.profile.query.byBatch(ref).go()
    expect(again.map((p) => p.matchingId).sort()).toEqual(stored.map((p) => p.matchingId).sort())
  })

  it("replaces a recycled ICCID's profile of another batch without reading profiles first, moving both batches' counts", async () => {
    const config = await createConfig(app, token)
    const iccidStart = `8901${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}00000`
    const first = await splitOnly(3, { configId: config, iccidStart })
    await processChunk(worker, { ...first, chunk: 0 })
    const recycled = withLuhn(iccidStart)
    const answer = await call(app, endpoints.fleet.recycle, { token, body: { iccids: [recycled] } })
    expect(answer.body.success).toBe(true)
    const second = await splitOnly(1, { configId: config, iccidStart })
    // The same row as before, its Ki and OPc included (the SM-DP+ keeps a recycled ICCID's data).
    const [row] = await chunkRows(worker, { ...first, chunk: 0 })
    await putSealedJson(worker, batchKeys(enterpriseId, second.batchCode).chunk(0), [row])
    await processChunk(worker, { ...second, chunk: 0 })
    expect(await loadBatch(ctx, second)).toMatchObject({ process: 'COMPLETE', success: 1, failed: 0 })
    const { data: now } = await ctx.entities.profile.get({ enterpriseId, iccid: recycled }).go()
    expect(now).toMatchObject({ batchCode: second.batchCode, status: 'RELEASED' })
    expect(await counts(first, config)).toMatchObject({ batch: 2, config: 3, generated: 4 })
    expect(await counts(second, config)).toMatchObject({ batch: 1 })
  })

  it(
    'carries a batch on after a restart lost its queued messages',
    async () => {
      // The upload goes through an API whose queue keeps nothing, as the local queue after a restart.
      const started = await upload(createApp(worker), token, {
        file: toCsv(profileRows(3)),
        configId,
        formats: 'STRING',
      })
      const batchCode = started.obj?.batchCode ?? ''
      expect((await loadBatch(ctx, { enterpriseId, batchCode })).process).toBe('PROCESSING')
      expect(await resumeUnfinishedBatches(ctx)).toBeGreaterThanOrEqual(1)
      expect(await waitForBatch(app, token, batchCode)).toMatchObject({
        process: 'COMPLETE',
        success: 3,
        failed: 0,
      })
    },
    waiting(BATCH_WAIT_MS),
  )

  it('closes a chunk that keeps failing with its rows reported, instead of hanging', async () => {
    const ref = await splitOnly(2)
    await abandonChunk(worker, { ...ref, chunk: 0 }, 'chunk 1')
    expect(await loadBatch(ctx, ref)).toMatchObject({ process: 'COMPLETE', success: 0, failed: 2 })
    const view = (await call(app, endpoints.batch.info, { token, body: ref })).body.obj as {
      downloads: { errors: string }
    }
    const errors = parseCsv(new TextDecoder().decode(await download(view.downloads.errors)))
    expect(errors).toHaveLength(2)
    expect(errors[0]?.reason).toMatch(/processing failed repeatedly \(chunk 1\)/)
  })
})
