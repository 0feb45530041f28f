import { BATCH_LIMITS, BATCH_UPLOAD, endpoints, INCOMPLETE_CONFIG_MESSAGE } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { beforeAll, describe, expect, it } from 'vitest'
import { createActiveUser } from '../../../test/accounts.ts'
import { call, signIn } from '../../../test/api.ts'
import { BATCH_WAIT_MS, waiting } from '../../../test/budget.ts'
import {
  createConfig,
  download,
  generationWorld,
  parseCsv,
  profileRows,
  toCsv,
  waitForBatch,
} from '../../../test/generation.ts'
import type { ApiApp } from '../../api/app.ts'
import type { AppContext } from '../../context.ts'

type Ticket = {
  upload: string
  url: string
  method: 'PUT'
  headers: Record<string, string>
  expiresAt: number
}

let ctx: AppContext
let app: ApiApp
let owner: { token: string; enterpriseId: string; configId: string }
let clock: number | undefined

beforeAll(async () => {
  const { token, enterpriseId, configId, ...world } = await generationWorld()
  ;({ ctx, app } = world)
  // The real clock, unless a test moves it (the app reads it at each request).
  ctx.now = () => clock ?? Date.now()
  owner = { token, enterpriseId, configId }
})

async function ticket(token: string, size: number): Promise<Ticket> {
  const answer = await call(app, endpoints.generation.uploadUrl, {
    token,
    body: { fileName: 'sims.csv', size },
  })
  expect(answer.body, answer.body.msg).toMatchObject({ success: true })
  return answer.body.obj as Ticket
}

const put = (t: Ticket, body: Uint8Array | string) =>
  fetch(t.url, { method: 'PUT', headers: t.headers, body })

const start = (token: string, upload: string, configId = owner.configId) =>
  call(app, endpoints.generation.uploadedBatch, {
    token,
    body: { upload, configId, fileType: 0, formats: ['STRING', 'AC_LINK'], encryptOutput: false },
  })

describe('a batch file uploaded straight to storage', () => {
  it(
    'gets a link signed for its size and type, under its enterprise, and runs the batch from it',
    async () => {
      const rows = profileRows(3)
      const csv = toCsv(rows)
      const t = await ticket(owner.token, Buffer.byteLength(csv))
      expect(t.upload).toMatch(new RegExp(`^uploads/${owner.enterpriseId}/[0-9A-Z]{26}$`))
      const url = new URL(t.url)
      expect(url.pathname.endsWith(`/${t.upload}`)).toBe(true)
      expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host')
      expect(url.searchParams.get('X-Amz-Expires')).toBe(String(BATCH_UPLOAD.linkSeconds))
      expect(t.headers).toEqual({ 'content-type': 'application/octet-stream' })
      expect((await put(t, csv)).status).toBe(200)

      const started = await start(owner.token, t.upload)
      expect(started.body, started.body.msg).toMatchObject({ success: true })
      const { batchCode } = started.body.obj as { batchCode: string }
      const batch = await waitForBatch(app, owner.token, batchCode)
      expect(batch).toMatchObject({ total: 3, success: 3, failed: 0 })
      const acs = parseCsv(new TextDecoder().decode(await download(batch.downloads.csv ?? '')))
      expect(acs.map((row) => row.iccid).sort()).toEqual(rows.map((row) => row.iccid).sort())
      // The plaintext upload is gone once sealed into the batch: only the sealed copy holds its secrets.
      expect(await ctx.files.getAtMost(t.upload, BATCH_LIMITS.maxBytes)).toBeUndefined()
      // One batch per upload.
      const again = await start(owner.token, t.upload)
      expect([again.status, again.body.code]).toEqual([409, ErrorCode.UPLOAD_USED])
    },
    waiting(BATCH_WAIT_MS),
  )

  it("refuses another enterprise's upload, and a key that names no upload, as not found", async () => {
    const csv = toCsv(profileRows(1))
    const mine = await ticket(owner.token, Buffer.byteLength(csv))
    await put(mine, csv)
    const other = await createActiveUser(ctx)
    const otherToken = await signIn(app, other)
    const otherConfig = await createConfig(app, otherToken)
    const keys = [
      mine.upload,
      mine.upload.replace(owner.enterpriseId, other.enterpriseId),
      `uploads/${other.enterpriseId}/01ARZ3NDEKTSV4RRFFQ69G5FAV`,
      `batches/${other.enterpriseId}/x`,
      `uploads/${other.enterpriseId}/../${owner.enterpriseId}/x`,
    ]
    for (const key of keys) {
      const answer = await start(otherToken, key, otherConfig)
      expect([answer.status, answer.body.code], key).toEqual([404, ErrorCode.UPLOAD_NOT_FOUND])
    }
    // Still the owner's to use.
    expect((await start(owner.token, mine.upload)).body.success).toBe(true)
  })

  it('refuses an upload past its hour, and one whose file never arrived, saying to upload again', async () => {
    const csv = toCsv(profileRows(1))
    const late = await ticket(owner.token, Buffer.byteLength(csv))
    await put(late, csv)
    clock = Date.now() + BATCH_UPLOAD.startWithinSeconds * 1000 + 1000
    try {
      const answer = await start(owner.token, late.upload)
      expect([answer.status, answer.body.code]).toEqual([410, ErrorCode.UPLOAD_EXPIRED])
      expect(answer.body.msg).toBe('This upload has expired; upload the file again')
    } finally {
      clock = undefined
    }
    const never = await ticket(owner.token, 100)
    const missing = await start(owner.token, never.upload)
    expect([missing.status, missing.body.code]).toEqual([409, ErrorCode.UPLOAD_MISSING])
  })

  it('refuses an empty or oversized file when asked for the link, and more bytes than allowed at the start', async () => {
    for (const size of [0, BATCH_LIMITS.maxBytes + 1]) {
      const answer = await call(app, endpoints.generation.uploadUrl, {
        token: owner.token,
        body: { fileName: 'sims.csv', size },
      })
      expect(answer.status, String(size)).toBe(400)
      expect(JSON.stringify(answer.body.obj), String(size)).toMatch(/empty; use the template|Up to 20 MB/)
    }
    // S3 refuses a body of another length than signed; should one get past, the start reads no more.
    const t = await ticket(owner.token, 1024)
    await put(t, new Uint8Array(BATCH_LIMITS.maxBytes + 1))
    const answer = await start(owner.token, t.upload)
    expect([answer.status, answer.body.code]).toEqual([413, ErrorCode.PAYLOAD_TOO_LARGE])
    expect(answer.body.msg).toMatch(/larger than 20 MB/)
  })

  it('keeps the upload when the batch cannot start yet, so the same file starts it once that is fixed', async () => {
    const csv = toCsv(profileRows(1))
    const t = await ticket(owner.token, Buffer.byteLength(csv))
    await put(t, csv)
    const draft = await call(app, endpoints.profileConfig.add, {
      token: owner.token,
      body: { name: `Draft ${crypto.randomUUID().slice(0, 6)}` },
    })
    const refused = await start(owner.token, t.upload, (draft.body.obj as { configId: string }).configId)
    expect([refused.status, refused.body.msg]).toEqual([400, INCOMPLETE_CONFIG_MESSAGE])
    const [first, second] = await Promise.all([start(owner.token, t.upload), start(owner.token, t.upload)])
    const answers = [first, second].map((a) => a.body.code ?? 'ok').sort()
    expect([first, second].filter((a) => a.body.success)).toHaveLength(1)
    expect(answers).toContain(ErrorCode.UPLOAD_USED)
  })
})
