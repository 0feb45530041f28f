import { createHmac } from 'node:crypto'
import { type Endpoint, endpoints, MAX_CLOCK_SKEW_MS, signingString } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { beforeAll, describe, expect, it } from 'vitest'
import { addMember, setPlanFeatures } from '../../../test/accounts.ts'
import { type Answer, call, endpointUrl, signedInUser, signIn } from '../../../test/api.ts'
import { BATCH_WAIT_MS, waiting } from '../../../test/budget.ts'
import { createConfig, profileRows, toCsv, waitForBatch } from '../../../test/generation.ts'
import { fileContext, testContext } from '../../../test/helpers.ts'
import { type AppContext, closeContext } from '../../context.ts'
import { type ApiApp, createApp } from '../app.ts'

/**
 * API keys: made, rotated and revoked by members holding Api_Key_Manage, and requests signed with them,
 * each refused part named (headers, clock, key, signature, address, replay, ids), never another tenant's.
 */
let ctx: AppContext
let app: ApiApp

type Owner = Awaited<ReturnType<typeof signedInUser>>
type Key = { accessKey: string; secret: string }

/** An owner whose plan includes the developer API. */
async function apiOwner(): Promise<Owner> {
  const owner = await signedInUser(app, ctx)
  await setPlanFeatures(ctx, owner.enterpriseId, ['EID_PUSH', 'DEVELOPER_API'])
  return owner
}

async function addKey(owner: Owner, body: Record<string, unknown> = {}): Promise<Key> {
  const answer = await call(app, endpoints.apiKey.add, {
    token: owner.token,
    body: { name: 'Factory line', permissions: ['Profile_Config_View', 'Ac_Generate'], ...body },
  })
  expect(answer.body.msg).toBe('success')
  const { key, secret } = answer.body.obj as { key: { accessKey: string }; secret: string }
  return { accessKey: key.accessKey, secret }
}

type Signed = {
  body?: unknown
  /** A multipart body instead of JSON: signed as the exact bytes sent. */
  form?: FormData
  /** Changes a byte of the body after signing it. */
  tamper?: boolean
  query?: Record<string, string>
  timestamp?: number
  requestId?: string
  secret?: string
  omit?: string
  address?: string
}

/** A request signed as the docs say an integrator signs it. */
async function signedCall(endpoint: Endpoint, key: Key, options: Signed = {}): Promise<Answer> {
  const path = endpointUrl(endpoint, options.query)
  let body: Uint8Array = new TextEncoder().encode(
    options.body === undefined ? '' : JSON.stringify(options.body),
  )
  let contentType = options.body === undefined ? undefined : 'application/json'
  if (options.form) {
    // The bytes and the boundary a fetch of this form would send.
    const encoded = new Request('http://127.0.0.1/', { method: 'POST', body: options.form })
    body = new Uint8Array(await encoded.arrayBuffer())
    contentType = encoded.headers.get('content-type') ?? undefined
  }
  const timestamp = String(options.timestamp ?? Date.now())
  const requestId = options.requestId ?? crypto.randomUUID()
  const accessKey = key.accessKey
  const signature = createHmac('sha256', options.secret ?? key.secret)
    .update(signingString({ method: endpoint.method, path, timestamp, requestId, accessKey, body: '' }))
    .update(body)
    .digest('hex')
    .toUpperCase()
  const headers: Record<string, string> = {
    AccessKey: key.accessKey,
    Timestamp: timestamp,
    RequestID: requestId,
    Signature: signature,
    ...(contentType && { 'content-type': contentType }),
  }
  if (options.omit) delete headers[options.omit]
  if (options.tamper) body = body.map((byte, i) => (i === body.length - 3 ? byte ^ 1 : byte))
  const env = options.address ? { incoming: { socket: { remoteAddress: options.address } } } : undefined
  const sent = body.length > 0 ? { body } : {}
  const response = await app.request(path, { method: endpoint.method, headers, ...sent }, env)
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Answer['body'],
  }
}

const listConfigs = (key: Key, options: Signed = {}) =>
  signedCall(endpoints.profileConfig.list, key, { body: {}, ...options })

beforeAll(() => {
  ctx = fileContext()
  app = createApp(ctx)
})

describe('API keys', () => {
  it('shows the secret once, lists keys without it, and stores it sealed', async () => {
    const owner = await apiOwner()
    const key = await addKey(owner, { allowedIps: ['203.0.113.0/24'] })
    expect(key.accessKey).toMatch(/^AK[0-9A-Z]{20}$/)
    const list = await call(app, endpoints.apiKey.list, { token: owner.token, body: {} })
    const text = JSON.stringify(list.body)
    expect(text).toContain(key.accessKey)
    expect(text).not.toContain(key.secret)
    const { data } = await ctx.entities.apiKey.get({ accessKey: key.accessKey }).go()
    expect(JSON.stringify(data)).not.toContain(key.secret)
    expect(list.body.obj).toMatchObject({
      list: [{ name: 'Factory line', status: 'ACTIVE', allowedIps: ['203.0.113.0/24'], lastUsedAt: null }],
    })
  })

  it('refuses a key on a plan without the developer API, with ids the creator lacks, or ids keys never get', async () => {
    const basic = await signedInUser(app, ctx)
    await setPlanFeatures(ctx, basic.enterpriseId, [])
    const refused = await call(app, endpoints.apiKey.add, {
      token: basic.token,
      body: { name: 'x', permissions: ['Profile_Config_View'] },
    })
    expect(refused.status).toBe(403)
    expect(refused.body.msg).toMatch(/does not include the developer API/)

    const owner = await apiOwner()
    const developer = await addMember(ctx, {
      enterpriseId: owner.enterpriseId,
      permissions: ['Developer_View', 'Api_Key_Manage', 'Profile_Config_View'],
    })
    const token = await signIn(app, developer)
    const more = await call(app, endpoints.apiKey.add, {
      token,
      body: { name: 'x', permissions: ['Profile_Config_View', 'Ac_Generate'] },
    })
    expect(more.status).toBe(403)
    expect(more.body.msg).toContain('Ac_Generate')
    const team = await call(app, endpoints.apiKey.add, {
      token: owner.token,
      body: { name: 'x', permissions: ['Member_Manage'] },
    })
    expect(team.status).toBe(400)
    const badIp = await call(app, endpoints.apiKey.add, {
      token: owner.token,
      body: { name: 'x', permissions: ['Profile_Config_View'], allowedIps: ['10.0.0.0/33'] },
    })
    expect(badIp.status).toBe(400)
    expect(JSON.stringify(badIp.body)).toContain('Use an IP address or range')
  })

  it('lets a viewer list keys but not make them', async () => {
    const owner = await apiOwner()
    const viewer = await addMember(ctx, { enterpriseId: owner.enterpriseId, permissions: ['Developer_View'] })
    const token = await signIn(app, viewer)
    expect((await call(app, endpoints.apiKey.list, { token, body: {} })).status).toBe(200)
    const add = await call(app, endpoints.apiKey.add, {
      token,
      body: { name: 'x', permissions: ['Fleet_View'] },
    })
    expect(add.status).toBe(403)
  })
})

describe('signed requests', () => {
  let owner: Owner
  let key: Key

  beforeAll(async () => {
    owner = await apiOwner()
    await createConfig(app, owner.token, { name: 'Signed config' })
    key = await addKey(owner)
  })

  it('acts as the key, not as a session of its creator: the logs of what it changes name the key', async () => {
    const owner = await apiOwner()
    const configId = await createConfig(app, owner.token, { name: 'Moved by a key' })
    const [row] = profileRows(1)
    if (!row) throw new Error('profileRows gave no row')
    const made = await call(app, endpoints.generation.single, {
      token: owner.token,
      body: { ...row, configId },
    })
    expect(made.body.msg).toBe('success')
    const group = await call(app, endpoints.group.add, {
      token: owner.token,
      body: { name: `Keyed ${crypto.randomUUID().slice(0, 8)}` },
    })
    const { groupId } = group.body.obj as { groupId: string }
    const mover = await addKey(owner, { name: 'Line mover', permissions: ['Group_Manage'] })
    const moved = await signedCall(endpoints.fleet.moveToGroup, mover, {
      body: { iccids: [row.iccid], groupId },
    })
    expect(moved.body.msg).toBe('success')
    const { data } = await ctx.entities.profileLog.query
      .byProfile({ enterpriseId: owner.enterpriseId, iccid: row.iccid })
      .go({ order: 'desc', limit: 1 })
    expect(data[0]?.actor).toBe('API key "Line mover"')
  })

  it('answers a correctly signed request as the console would, and records its use', async () => {
    const answer = await listConfigs(key)
    expect(answer.status).toBe(200)
    expect(answer.body.obj).toMatchObject({ list: [{ name: 'Signed config' }] })
    const info = await signedCall(endpoints.profileConfig.info, key, {
      query: { id: (answer.body.obj as { list: { configId: string }[] }).list[0]?.configId ?? '' },
    })
    expect(info.body.obj).toMatchObject({ name: 'Signed config' })
    expect(info.status).toBe(200)
    const { data } = await ctx.entities.apiKey.get({ accessKey: key.accessKey }).go()
    expect(data?.lastUsedAt).toBeGreaterThan(0)
  })

  it('names the missing header, the clock skew, a bad signature and a replay', async () => {
    const missing = await listConfigs(key, { omit: 'Signature' })
    expect([missing.status, missing.body.code, missing.body.msg]).toEqual([
      401,
      ErrorCode.SIGNED_HEADERS_MISSING,
      'A signed request needs the Signature header',
    ])
    const skewed = await listConfigs(key, { timestamp: Date.now() - MAX_CLOCK_SKEW_MS - 5_000 })
    expect(skewed.body.code).toBe(ErrorCode.REQUEST_CLOCK_SKEW)
    const wrong = await listConfigs(key, { secret: 'not-the-secret' })
    expect([wrong.status, wrong.body.code]).toEqual([401, ErrorCode.SIGNATURE_INVALID])
    expect(JSON.stringify(wrong.body)).not.toContain(key.secret)
    const requestId = crypto.randomUUID()
    expect((await listConfigs(key, { requestId })).status).toBe(200)
    const replay = await listConfigs(key, { requestId })
    expect([replay.status, replay.body.code]).toEqual([401, ErrorCode.REQUEST_REPLAYED])
    const unknown = await listConfigs({ accessKey: 'AK00000000000000000000', secret: key.secret })
    expect(unknown.body.code).toBe(ErrorCode.ACCESS_KEY_UNKNOWN)
  })

  it('refuses an id the key was not given, and an address outside its ranges', async () => {
    const readOnly = await addKey(owner, {
      permissions: ['Profile_Config_View'],
      allowedIps: ['198.51.100.7'],
    })
    const generate = await signedCall(endpoints.generation.single, readOnly, {
      body: {
        configId: 'x',
        iccid: '8901000000000000000',
        imsi: '310410000000001',
        ki: '0'.repeat(32),
        opc: '0'.repeat(32),
      },
      address: '198.51.100.7',
    })
    expect([generate.status, generate.body.code]).toEqual([403, ErrorCode.KEY_NOT_GRANTED])
    const elsewhere = await listConfigs(readOnly, { address: '198.51.100.8' })
    expect([elsewhere.status, elsewhere.body.code]).toEqual([403, ErrorCode.IP_NOT_ALLOWED])
    expect((await listConfigs(readOnly, { address: '198.51.100.7' })).status).toBe(200)
    // A route the public API does not include is not opened by a key.
    const notPublic = await signedCall(endpoints.apiKey.list, readOnly, { body: {}, address: '198.51.100.7' })
    expect(notPublic.status).toBe(401)
  })

  it('rotates with the old secret signing through the grace period, and revokes at once', async () => {
    const rotating = await addKey(owner)
    const rotated = await call(app, endpoints.apiKey.rotate, {
      token: owner.token,
      body: { accessKey: rotating.accessKey, graceHours: 1 },
    })
    const secret = (rotated.body.obj as { secret: string }).secret
    expect(secret).not.toBe(rotating.secret)
    expect((await listConfigs(rotating)).status).toBe(200)
    expect((await listConfigs({ ...rotating, secret })).status).toBe(200)

    // Without grace, the secret replaced stops signing at once.
    const noGrace = await call(app, endpoints.apiKey.rotate, {
      token: owner.token,
      body: { accessKey: rotating.accessKey, graceHours: 0 },
    })
    const newest = (noGrace.body.obj as { secret: string }).secret
    expect((await listConfigs({ ...rotating, secret })).body.code).toBe(ErrorCode.SIGNATURE_INVALID)
    expect((await listConfigs({ ...rotating, secret: newest })).status).toBe(200)

    await call(app, endpoints.apiKey.revoke, { token: owner.token, body: { accessKey: rotating.accessKey } })
    const revoked = await listConfigs({ ...rotating, secret: newest })
    expect([revoked.status, revoked.body.code]).toEqual([401, ErrorCode.ACCESS_KEY_REVOKED])
  })

  it('opens the rest of the public API to a key granted its ids, in its own enterprise only', async () => {
    const ops = await addKey(owner, {
      permissions: [
        'Fleet_View',
        'Group_View',
        'Group_Manage',
        'Campaign_View',
        'EidPush_View',
        'Generate_Ac_View',
      ],
    })
    const calls: [Endpoint, unknown][] = [
      [endpoints.fleet.list, {}],
      [endpoints.batch.list, {}],
      [endpoints.group.add, { name: 'Made by a key' }],
      [endpoints.group.list, {}],
      [endpoints.campaign.list, {}],
      [endpoints.eidPush.list, {}],
    ]
    for (const [endpoint, body] of calls) {
      const answer = await signedCall(endpoint, ops, { body })
      expect([endpoint.path, answer.status, answer.body.msg]).toEqual([endpoint.path, 200, 'success'])
    }
    const groups = await call(app, endpoints.group.list, { token: owner.token, body: {} })
    expect(JSON.stringify(groups.body.obj)).toContain('Made by a key')
    // Recycling needs Profile_Recycle, which this key was not given.
    const recycle = await signedCall(endpoints.fleet.recycle, ops, {
      body: { iccids: ['8901000000000000000'] },
    })
    expect(recycle.body.code).toBe(ErrorCode.KEY_NOT_GRANTED)
  })

  it(
    'starts batches from JSON rows and from a signed file upload, each bad row reported while the good go through',
    async () => {
      const configId = await createConfig(app, owner.token, { name: 'Keyed batches' })
      const generator = await addKey(owner, {
        permissions: ['Generate_Ac_View', 'Ac_Generate', 'Ac_Download'],
      })
      const [good, other, bad] = profileRows(3)
      const rows = [good, other, { ...bad, imsi: '12', ki: 'XYZ' }]
      const fromRows = await signedCall(endpoints.generation.rowsBatch, generator, {
        body: { configId, formats: ['STRING'], rows },
      })
      expect(fromRows.body.msg).toBe('success')
      const rowsBatch = await waitForBatch(
        app,
        owner.token,
        (fromRows.body.obj as { batchCode: string }).batchCode,
      )
      expect(rowsBatch).toMatchObject({ process: 'COMPLETE', total: 3, success: 2, failed: 1 })
      const errors = await (await fetch(rowsBatch.downloads.errors ?? '')).text()
      expect(errors).toContain(bad?.iccid)
      expect(errors).toMatch(/IMSI/)
      expect(errors).toMatch(/Ki/)

      const tooMany = await signedCall(endpoints.generation.rowsBatch, generator, {
        body: { configId, formats: ['STRING'], rows: Array.from({ length: 1_001 }, () => good) },
      })
      expect(tooMany.status).toBe(400)
      expect(tooMany.body.msg).toMatch(/at most 1,000 rows per call/)

      const form = new FormData()
      form.set('configId', configId)
      form.set('fileType', '0')
      form.set('formats', 'STRING')
      form.set('file', new Blob([toCsv(profileRows(2))], { type: 'text/csv' }), 'rows.csv')
      const upload = await signedCall(endpoints.generation.uploadBatch, generator, { form })
      expect(upload.body.msg).toBe('success')
      const fileBatch = await waitForBatch(
        app,
        owner.token,
        (upload.body.obj as { batchCode: string }).batchCode,
      )
      expect(fileBatch).toMatchObject({ process: 'COMPLETE', total: 2, success: 2, failed: 0 })
      // The bytes are what is signed: a file changed after signing is refused.
      const tampered = await signedCall(endpoints.generation.uploadBatch, generator, { form, tamper: true })
      expect(tampered.body.code).toBe(ErrorCode.SIGNATURE_INVALID)
    },
    waiting(BATCH_WAIT_MS, BATCH_WAIT_MS),
  )

  it("answers 429 with Retry-After past the key's burst, and takes again once the bucket refills", async () => {
    const limited = testContext({ apiKeyRate: { ratePerSecond: 1, burst: 3 } })
    let clock = Date.now()
    limited.now = () => clock
    const limitedApp = createApp(limited)
    const burstKey = await addKey(owner)
    const send = () => {
      const path = endpointUrl(endpoints.profileConfig.list)
      const [timestamp, requestId, body] = [String(clock), crypto.randomUUID(), '{}']
      const signature = createHmac('sha256', burstKey.secret)
        .update(
          signingString({ method: 'POST', path, timestamp, requestId, accessKey: burstKey.accessKey, body }),
        )
        .digest('hex')
        .toUpperCase()
      return limitedApp.request(path, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          AccessKey: burstKey.accessKey,
          Timestamp: timestamp,
          RequestID: requestId,
          Signature: signature,
        },
        body,
      })
    }
    // Three at once all pass: each takes its own token, none is lost to a race.
    const first = await Promise.all([send(), send(), send()])
    expect(first.map((r) => r.status)).toEqual([200, 200, 200])
    const refused = await send()
    expect(refused.status).toBe(429)
    expect(refused.headers.get('Retry-After')).toBe('1')
    expect(((await refused.json()) as { code: number }).code).toBe(ErrorCode.TOO_MANY_REQUESTS)
    clock += 1_000
    expect((await send()).status).toBe(200)
    expect((await send()).status).toBe(429)
    // An hour idle earns no more than the burst: three pass, the fourth waits.
    clock += 3_600_000
    const after = [await send(), await send(), await send(), await send()]
    expect(after.map((r) => r.status)).toEqual([200, 200, 200, 429])
    closeContext(limited)
  })

  it('refuses an expired key', async () => {
    const expiring = await addKey(owner, { expiresAt: Date.now() + 60_000 })
    await ctx.entities.apiKey
      .patch({ accessKey: expiring.accessKey })
      .set({ expiresAt: Date.now() - 1 })
      .go()
    expect((await listConfigs(expiring)).body.code).toBe(ErrorCode.ACCESS_KEY_EXPIRED)
  })

  it("never reaches another enterprise's keys or data", async () => {
    const other = await apiOwner()
    const theirs = await addKey(other)
    for (const endpoint of [endpoints.apiKey.revoke, endpoints.apiKey.rotate]) {
      const answer = await call(app, endpoint, {
        token: owner.token,
        body: { accessKey: theirs.accessKey, graceHours: 0 },
      })
      expect(answer.status).toBe(404)
    }
    expect((await listConfigs(theirs)).body.obj).toMatchObject({ list: [] })
    const mine = await call(app, endpoints.apiKey.list, { token: owner.token, body: {} })
    expect(JSON.stringify(mine.body)).not.toContain(theirs.accessKey)
  })

  it('stops working when the plan loses the developer API', async () => {
    const lapsed = await apiOwner()
    const lapsedKey = await addKey(lapsed)
    await setPlanFeatures(ctx, lapsed.enterpriseId, ['EID_PUSH'])
    const refused = await listConfigs(lapsedKey)
    expect(refused.status).toBe(403)
    expect(refused.body.msg).toMatch(/does not include the developer API/)
  })
})
