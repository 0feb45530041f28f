import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import {
  endpoints,
  HPLMN_MISMATCH_MESSAGE,
  INCOMPLETE_CONFIG_MESSAGE,
  parseActivationCode,
} from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createActiveUser } from '../../../test/accounts.ts'
import { call, signIn } from '../../../test/api.ts'
import { BATCH_WAIT_MS, waiting } from '../../../test/budget.ts'
import {
  download,
  generationWorld,
  parseCsv,
  profileRows,
  scratchDir,
  toCsv,
  upload,
  uploadInRequest,
  waitForBatch,
  writeScratch,
  zbar,
} from '../../../test/generation.ts'
import { zbarDecodeAll } from '../../../test/qr-decoders.ts'
import { SmdpError } from '../../adapters/smdp/index.ts'
import type { ApiApp } from '../../api/app.ts'
import type { AppContext } from '../../context.ts'

let ctx: AppContext
let app: ApiApp
let token: string
let configId: string
let enterpriseId: string
const dir = scratchDir()

beforeAll(async () => {
  // The shared table: the test run's worker (global setup) processes the queued chunks against it.
  ;({ ctx, app, token, enterpriseId, configId } = await generationWorld())
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('single generation', () => {
  it('answers the AC with its LPA: prefix, its install links and a QR that decode to that same text', async () => {
    const [row] = profileRows(1)
    const answer = await call(app, endpoints.generation.single, { token, body: { configId, ...row } })
    expect(answer.body.success).toBe(true)
    const obj = answer.body.obj as { ac: string; acLink: string; qr: string; warnings: string[] }
    const ac = parseActivationCode(obj.ac)
    expect(ac?.smdpAddress).toBe('smdp.example.com')
    expect(ac?.matchingId).toMatch(/^[0-9A-Z-]{13,32}$/)
    expect(obj.ac).toMatch(/^LPA:1\$/)
    expect(decodeURIComponent(obj.acLink.split('carddata=')[1] ?? '')).toBe(obj.ac)
    const png = writeScratch(dir, 'single.png', Buffer.from(obj.qr.split(',')[1] ?? '', 'base64'))
    expect(zbar(png)).toBe(obj.ac)
    expect(obj.warnings).toEqual([])
  })

  it('builds the AC with a lower-case matching id as the SM-DP+ gave it', async () => {
    const realConfirm = ctx.smdp.confirmOrder.bind(ctx.smdp)
    ctx.smdp.confirmOrder = async (input) => {
      const answer = await realConfirm(input)
      return { ...answer, matchingId: answer.matchingId.toLowerCase() }
    }
    try {
      const [row] = profileRows(1)
      const answer = await call(app, endpoints.generation.single, { token, body: { configId, ...row } })
      expect(answer.body.success).toBe(true)
      const { ac, qr } = answer.body.obj as { ac: string; qr: string }
      expect(ac).toMatch(/^LPA:1\$smdp\.example\.com\$[0-9a-z]{5}(-[0-9a-z]{5}){3}$/)
      const png = writeScratch(dir, 'lower.png', Buffer.from(qr.split(',')[1] ?? '', 'base64'))
      expect(zbar(png)).toBe(ac)
    } finally {
      ctx.smdp.confirmOrder = realConfirm
    }
  })

  it('warns when the IMSI does not start with the HPLMN, and refuses an ICCID that exists', async () => {
    const [row] = profileRows(1)
    const first = await call(app, endpoints.generation.single, {
      token,
      body: { configId, ...row, imsi: '208011234567890' },
    })
    expect((first.body.obj as { warnings: string[] }).warnings).toEqual([HPLMN_MISMATCH_MESSAGE])
    const again = await call(app, endpoints.generation.single, { token, body: { configId, ...row } })
    expect(again.body).toMatchObject({
      success: false,
      code: ErrorCode.ICCID_IN_USE,
      msg: `ICCID ${row?.iccid} already exists`,
      obj: { fields: [{ path: 'json.iccid' }] },
    })
  })

  it('records a single AC the SM-DP+ could not take as a failed batch with the reason, nothing stored', async () => {
    const realOrder = ctx.smdp.downloadOrder.bind(ctx.smdp)
    const message = 'The SM-DP+ could not be reached: no answer within 30000 ms'
    ctx.smdp.downloadOrder = async () => {
      throw new SmdpError({ code: ErrorCode.SMDP_UNREACHABLE, message, operation: 'downloadOrder' })
    }
    const [row] = profileRows(1)
    try {
      const answer = await call(app, endpoints.generation.single, { token, body: { configId, ...row } })
      expect(answer.body).toMatchObject({ success: false, code: ErrorCode.SMDP_UNREACHABLE })
    } finally {
      ctx.smdp.downloadOrder = realOrder
    }
    const { data } = await ctx.entities.batch.query.byEnterprise({ enterpriseId }).go({ pages: 'all' })
    const single = data.filter((b) => b.type === 'SINGLE_GENERATE').at(-1)
    expect(single).toMatchObject({ process: 'COMPLETE', total: 1, failed: 1, problem: message })
    const profile = await ctx.entities.profile.get({ enterpriseId, iccid: row?.iccid ?? '' }).go()
    expect(profile.data).toBeNull()
  })

  it('refuses a row with every reason it has as field errors, a truncated IMSI among them', async () => {
    const [row] = profileRows(1)
    const answer = await call(app, endpoints.generation.single, {
      token,
      body: {
        configId,
        iccid: '8944478600004958825',
        imsi: '31041012',
        ki: row?.ki,
        eid: '89882119900000000000000000001655',
      },
    })
    expect(answer.body).toMatchObject({ success: false, code: ErrorCode.VALIDATION_FAILED })
    const { fields } = answer.body.obj as { fields: { path: string; message: string }[] }
    expect(fields).toEqual([
      { path: 'json.iccid', message: 'Invalid ICCID: the last digit is not its Luhn check digit' },
      { path: 'json.imsi', message: 'Invalid IMSI: use 14 or 15 digits (MCC + MNC + MSIN)' },
      { path: 'json.eid', message: 'Invalid EID: its check digits do not match' },
      { path: 'json.opc', message: 'Required: OPc or OP' },
    ])
  })

  it('refuses an unfinished configuration with the message saying it is incomplete', async () => {
    const draft = await call(app, endpoints.profileConfig.add, {
      token,
      body: { name: `Draft ${Date.now()}` },
    })
    const [row] = profileRows(1)
    const answer = await call(app, endpoints.generation.single, {
      token,
      body: { configId: (draft.body.obj as { configId: string }).configId, ...row },
    })
    expect(answer.body).toMatchObject({ code: ErrorCode.VALIDATION_FAILED, msg: INCOMPLETE_CONFIG_MESSAGE })
  })
})

describe('batch generation from a file', () => {
  it(
    'generates the good rows, reports the bad ones, and its files pass real decoders',
    async () => {
      const rows: Record<string, string>[] = profileRows(50)
      rows[4] = { ...rows[4], iccid: '123' } as Record<string, string>
      rows[20] = { ...rows[20], ki: 'XYZ' } as Record<string, string>
      rows[33] = { ...rows[33], iccid: rows[0]?.iccid ?? '' } as Record<string, string>
      const started = await upload(app, token, { file: toCsv(rows), configId })
      expect(started.msg).toBe('success')
      const batch = await waitForBatch(app, token, started.obj?.batchCode ?? '')
      expect(batch).toMatchObject({ total: 50, success: 47, failed: 3 })

      const acs = parseCsv(new TextDecoder().decode(await download(batch.downloads.csv ?? '')))
      expect(acs).toHaveLength(47)
      const errors = parseCsv(new TextDecoder().decode(await download(batch.downloads.errors ?? '')))
      expect(errors.map((e) => e.row)).toEqual(['6', '22', '35'])

      const zip = writeScratch(dir, 'qr.zip', await download(batch.downloads.zip ?? ''))
      execFileSync('unzip', ['-tq', zip])
      const pictures = path.join(dir, 'pictures')
      execFileSync('unzip', ['-q', '-o', zip, '-d', pictures])
      const files = readdirSync(pictures)
      expect(files).toHaveLength(47)
      // zbar reads the 47 pictures in one run: a zbarimg start costs more than a code (qr-decoders.ts).
      const pngs = acs.map((line) => readFileSync(path.join(pictures, `${line.iccid}.png`)))
      expect(zbarDecodeAll(pngs)).toEqual(acs.map((line) => line.ac))
      for (const line of acs) expect(line.ac).toMatch(/^LPA:1\$smdp\.example\.com\$/)
    },
    waiting(BATCH_WAIT_MS),
  )

  it(
    'reports every reason of a bad row, a truncated IMSI among them, and warns of an IMSI outside the HPLMN (a file sent in the request)',
    async () => {
      const rows: Record<string, string>[] = profileRows(4)
      const [good, short, repeated, foreign] = rows as [
        Record<string, string>,
        Record<string, string>,
        Record<string, string>,
        Record<string, string>,
      ]
      short.imsi = '31041012'
      repeated.iccid = good.iccid ?? ''
      repeated.ki = 'XYZ'
      foreign.imsi = '20801123456789'
      const started = await uploadInRequest(app, token, { file: toCsv(rows), configId, formats: 'STRING' })
      const batch = await waitForBatch(app, token, started.obj?.batchCode ?? '')
      expect(batch).toMatchObject({ total: 4, success: 2, failed: 2 })
      const errors = parseCsv(new TextDecoder().decode(await download(batch.downloads.errors ?? '')))
      expect(errors.map((e) => [e.row, e.reason])).toEqual([
        ['3', 'Invalid IMSI: use 14 or 15 digits (MCC + MNC + MSIN)'],
        ['4', `Invalid Ki: use 32 or 64 hex digits; ICCID ${good.iccid} is repeated (first on row 2)`],
      ])
      const acs = parseCsv(new TextDecoder().decode(await download(batch.downloads.csv ?? '')))
      expect(acs.map((a) => a.iccid)).toEqual([good.iccid, foreign.iccid])
      const warnings = parseCsv(new TextDecoder().decode(await download(batch.downloads.warnings ?? '')))
      expect(warnings).toEqual([{ row: '5', iccid: foreign.iccid, warning: HPLMN_MISMATCH_MESSAGE }])
    },
    waiting(BATCH_WAIT_MS),
  )

  it(
    'refuses a file without the needed columns before starting',
    async () => {
      const answer = await upload(app, token, { file: 'iccid,imsi\n1,2\n', configId })
      expect(answer.success).toBe(true)
      const batch = await waitForBatch(app, token, answer.obj?.batchCode ?? '')
      expect(batch).toMatchObject({
        process: 'COMPLETE',
        problem: expect.stringMatching(/lacks the column\(s\) ki, opc/),
      })
    },
    waiting(BATCH_WAIT_MS),
  )

  it('keeps batches to their enterprise', async () => {
    const started = await upload(app, token, { file: toCsv(profileRows(2)), configId, formats: 'STRING' })
    const other = await createActiveUser(ctx)
    const otherToken = await signIn(app, other)
    const peek = await call(app, endpoints.batch.info, {
      token: otherToken,
      body: { batchCode: started.obj?.batchCode },
    })
    expect(peek.status).toBe(404)
  })
})
