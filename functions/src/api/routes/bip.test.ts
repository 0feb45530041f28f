import { createHmac } from 'node:crypto'
import { API_BASE_PATH, BIP_MAC_HEADER, bipAnswerMacInput, endpoints } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, signedInUser, signIn } from '../../../test/api.ts'
import { createConfig, profileRows } from '../../../test/generation.ts'
import { isolatedContext } from '../../../test/helpers.ts'
import { type AppContext, closeContext } from '../../context.ts'
import { ensurePlatformAdmin } from '../../domain/auth/admin.ts'
import { type ApiApp, createApp } from '../app.ts'

/** The BIP server as a card's applet and the platform admin use it, through the API. */
let ctx: AppContext
let app: ApiApp
let adminToken: string
let owner: Awaited<ReturnType<typeof signedInUser>>
const iccids: string[] = []
const admin = { email: 'bip-admin@example.com', password: 'Bip-Admin-9!' }

beforeAll(async () => {
  ctx = await isolatedContext()
  ctx.config = { ...ctx.config, admin }
  app = createApp(ctx)
  await ensurePlatformAdmin(ctx)
  adminToken = await signIn(app, admin)
  owner = await signedInUser(app, ctx)
  const configId = await createConfig(app, owner.token, {
    applet: { subtype: 'RECYCLE', bipServer: 'bip.example.com' },
  })
  for (const row of profileRows(2)) {
    const answer = await call(app, endpoints.generation.single, {
      token: owner.token,
      body: { ...row, configId },
    })
    if (!answer.body.success) throw new Error(answer.body.msg)
    iccids.push(row.iccid)
  }
}, 120_000)
afterAll(() => closeContext(ctx))

const keyOf = (iccid: string) => ctx.dataKey.derive('simlessly-bip-card-key-v1', iccid)
const mac = (key: Uint8Array, data: string) =>
  createHmac('sha256', key).update(data).digest('hex').toUpperCase()
type CheckInAnswer = {
  sequence: number
  commands: { commandId: string; type: string; payload: string }[]
  mac: string
}

/** A check-in as a card sends it: the body as written (indented, to show the MAC is of the raw bytes). */
async function checkIn(
  iccid: string,
  sequence: number,
  extra: Record<string, unknown> = {},
  key = keyOf(iccid),
) {
  const raw = JSON.stringify(
    { iccid, applet: { type: 'RECYCLE', version: '1.0' }, state: 'ENABLED', sequence, ...extra },
    null,
    2,
  )
  const response = await app.request(`${API_BASE_PATH}${endpoints.bip.checkIn.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [BIP_MAC_HEADER]: mac(key, raw) },
    body: raw,
  })
  const body = (await response.json()) as { success: boolean; code: number; obj: CheckInAnswer }
  return { status: response.status, code: body.code, answer: body.obj }
}

const queue = (token: string, body: unknown) => call(app, endpoints.adminBip.queue, { token, body })

describe('the BIP check-in', () => {
  it('refuses a bad MAC, another card’s key and an unknown ICCID alike, and answers a good one signed', async () => {
    const [iccid = '', other = ''] = iccids
    expect(await checkIn(iccid, 1, {}, keyOf(other))).toMatchObject({
      status: 401,
      code: ErrorCode.BIP_CARD_UNAUTHENTICATED,
    })
    const unknown = profileRows(1)[0]?.iccid ?? ''
    expect(await checkIn(unknown, 1)).toMatchObject({ status: 401, code: ErrorCode.BIP_CARD_UNAUTHENTICATED })
    const good = await checkIn(iccid, 1)
    expect(good.status).toBe(200)
    expect(good.answer).toMatchObject({ sequence: 1, commands: [] })
    expect(good.answer.mac).toBe(mac(keyOf(iccid), bipAnswerMacInput(iccid, 1, [])))
  })

  it('refuses a replayed or older sequence number', async () => {
    const iccid = iccids[1] ?? ''
    expect((await checkIn(iccid, 5)).status).toBe(200)
    expect(await checkIn(iccid, 5)).toMatchObject({ status: 409, code: ErrorCode.BIP_SEQUENCE_REPLAYED })
    expect(await checkIn(iccid, 4)).toMatchObject({ status: 409, code: ErrorCode.BIP_SEQUENCE_REPLAYED })
    expect((await checkIn(iccid, 6)).status).toBe(200)
  })
})

describe('the admin’s command queue', () => {
  it('is refused to an enterprise user holding every enterprise id', async () => {
    const target = { iccid: iccids[0] }
    for (const [endpoint, options] of [
      [endpoints.adminBip.queue, { body: { target, command: { type: 'RECYCLE' } } }],
      [endpoints.adminBip.preview, { body: target }],
      [endpoints.adminBip.log, { query: {} }],
      [endpoints.adminBip.groups, { query: { enterpriseId: owner.enterpriseId } }],
    ] as const) {
      const answer = await call(app, endpoint, { token: owner.token, ...options })
      expect([endpoint.path, answer.status]).toEqual([endpoint.path, 403])
    }
  })

  it('delivers a command once, and the card’s recycle shows in the fleet and the Recycle logs', async () => {
    const iccid = iccids[1] ?? ''
    const preview = await call(app, endpoints.adminBip.preview, { token: adminToken, body: { iccid } })
    expect(preview.body.obj).toMatchObject({ cards: 1, groupName: null })
    const queued = await queue(adminToken, { target: { iccid }, command: { type: 'RECYCLE' } })
    const [commandId] = (queued.body.obj as { commandIds: string[] }).commandIds
    const audit = await ctx.entities.adminAudit.query.byTime({}).go({ order: 'desc', count: 1 })
    expect(audit.data[0]).toMatchObject({
      action: 'QUEUE_COMMAND',
      actor: admin.email,
      subjectKind: 'bipCommand',
    })
    expect(audit.data[0]?.subjectName).toContain(`ICCID ${iccid}`)

    // Two check-ins at once: the command goes out in one answer only.
    const [a, b] = await Promise.all([checkIn(iccid, 10), checkIn(iccid, 11)])
    const delivered = [...(a.answer?.commands ?? []), ...(b.answer?.commands ?? [])]
    expect(delivered).toEqual([{ commandId, type: 'RECYCLE', payload: '800101' }])
    expect((await checkIn(iccid, 12)).answer.commands).toEqual([])

    const log = await call(app, endpoints.adminBip.log, {
      token: adminToken,
      query: { iccid, direction: 'OUT' },
    })
    expect((log.body.obj as { list: unknown[] }).list).toMatchObject([
      { type: 'RECYCLE', status: 'DELIVERED' },
    ])

    expect((await checkIn(iccid, 13, { results: [{ commandId, status: 'DONE' }] })).status).toBe(200)
    const done = await call(app, endpoints.adminBip.log, {
      token: adminToken,
      query: { iccid, type: 'RECYCLE' },
    })
    expect((done.body.obj as { list: unknown[] }).list).toMatchObject([{ status: 'DONE', detail: null }])
    const profile = await ctx.entities.profile.get({ enterpriseId: owner.enterpriseId, iccid }).go()
    expect(profile.data?.recycleStatus).toBe('RECYCLED')
    const recycleLog = await ctx.entities.recycleLog.query
      .byEnterprise({ enterpriseId: owner.enterpriseId })
      .go()
    expect(recycleLog.data).toMatchObject([
      { iccid, result: 'RECYCLED', actor: expect.stringContaining('Recycle applet') },
    ])
    // The ICCID is back in stock: its old card speaks for nothing, and the command stays DONE.
    const late = await checkIn(iccid, 14, { results: [{ commandId, status: 'FAILED' }] })
    expect(late).toMatchObject({ status: 401, code: ErrorCode.BIP_CARD_UNAUTHENTICATED })
    const again = await call(app, endpoints.adminBip.log, {
      token: adminToken,
      query: { iccid, type: 'RECYCLE' },
    })
    expect((again.body.obj as { list: unknown[] }).list).toMatchObject([{ status: 'DONE' }])
  })

  it('queues for every profile of a client’s group, confirming how many first', async () => {
    const ok = async (endpoint: Parameters<typeof call>[1], body: unknown, token = owner.token) => {
      const answer = await call(app, endpoint, { token, body })
      if (!answer.body.success) throw new Error(answer.body.msg)
      return answer.body.obj as Record<string, unknown>
    }
    const group = await ok(endpoints.group.add, { name: `Bip ${Date.now()}` })
    const groupId = String(group.groupId)
    await ok(endpoints.fleet.moveToGroup, { iccids: [iccids[0]], groupId })
    const groups = await call(app, endpoints.adminBip.groups, {
      token: adminToken,
      query: { enterpriseId: owner.enterpriseId },
    })
    expect((groups.body.obj as { groups: unknown[] }).groups).toEqual([{ groupId, name: group.name }])
    const target = { enterpriseId: owner.enterpriseId, groupId }
    const preview = await call(app, endpoints.adminBip.preview, { token: adminToken, body: target })
    expect(preview.body.obj).toMatchObject({ cards: 1, groupName: group.name })
    const command = { type: 'UPDATE_PARAMETER', parameter: 'CHECK_IN_INTERVAL', value: '60' }
    const queued = await queue(adminToken, { target, command })
    expect(queued.body.obj).toMatchObject({ queued: 1 })
    const audit = await ctx.entities.adminAudit.query.byTime({}).go({ order: 'desc', count: 1 })
    expect(audit.data[0]).toMatchObject({ subjectId: `group:${groupId}`, enterpriseId: owner.enterpriseId })
    expect(audit.data[0]?.subjectName).toContain(`group "${group.name}"`)
    const answer = await checkIn(iccids[0] ?? '', 20)
    expect(answer.answer.commands).toMatchObject([
      { type: 'UPDATE_PARAMETER', payload: '80010281010182023630' },
    ])
  })

  it('pages the log newest first and refuses a target it cannot find', async () => {
    const first = await call(app, endpoints.adminBip.log, { token: adminToken, query: { pageSize: '2' } })
    const page = first.body.obj as { list: { messageId: string }[]; next: string }
    expect(page.list).toHaveLength(2)
    const second = await call(app, endpoints.adminBip.log, {
      token: adminToken,
      query: { pageSize: '2', cursor: page.next },
    })
    const ids = (second.body.obj as { list: { messageId: string }[] }).list.map((m) => m.messageId)
    expect(ids.every((id) => id < (page.list[1]?.messageId ?? ''))).toBe(true)
    const missing = await queue(adminToken, {
      target: { iccid: profileRows(1)[0]?.iccid },
      command: { type: 'RECYCLE' },
    })
    expect(missing.body.code).toBe(ErrorCode.BIP_TARGET_NOT_FOUND)
  })
})
