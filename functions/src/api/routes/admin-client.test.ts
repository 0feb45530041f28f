import { createHmac } from 'node:crypto'
import {
  ENTERPRISE_PERMISSION_IDS,
  type Endpoint,
  endpoints,
  listEndpoints,
  signingString,
} from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setPlanFeatures } from '../../../test/accounts.ts'
import { call, endpointUrl, signedInUser, signIn } from '../../../test/api.ts'
import { createConfig, profileRows } from '../../../test/generation.ts'
import { isolatedContext } from '../../../test/helpers.ts'
import { NOTIFICATION_SECRET, notify } from '../../../test/insights.ts'
import { type AppContext, closeContext } from '../../context.ts'
import { ensurePlatformAdmin } from '../../domain/auth/admin.ts'
import { dayCounter, readCounters } from '../../domain/counter.ts'
import { createEnterprise } from '../../domain/enterprise.ts'
import { type ApiApp, createApp } from '../app.ts'

/** The admin's clients: the list, the detail, the audited actions, and a suspension that holds everywhere. */
let ctx: AppContext
let app: ApiApp
let adminToken: string
const admin = { email: 'clients-admin@example.com', password: 'Clients-Admin-9!' }

beforeAll(async () => {
  ctx = await isolatedContext({ smdpNotificationSecret: NOTIFICATION_SECRET })
  ctx.config = { ...ctx.config, admin }
  app = createApp(ctx)
  await ensurePlatformAdmin(ctx)
  adminToken = await signIn(app, admin)
})
afterAll(() => closeContext(ctx))

const obj = <T>(answer: { body: { obj: unknown } }) => answer.body.obj as T
type Row = { enterpriseId: string; name: string; status: string; trialDaysLeft: number | null; note?: string }
const audit = async (enterpriseId: string) =>
  obj<{ list: { action: string; actor: string; before: string; after: string }[] }>(
    await call(app, endpoints.adminClient.audit, { token: adminToken, query: { enterpriseId } }),
  ).list

async function signedCall(endpoint: Endpoint, key: { accessKey: string; secret: string }, body: unknown) {
  const path = endpointUrl(endpoint)
  const bytes = JSON.stringify(body)
  const timestamp = String(Date.now())
  const requestId = crypto.randomUUID()
  const signature = createHmac('sha256', key.secret)
    .update(
      signingString({
        method: endpoint.method,
        path,
        timestamp,
        requestId,
        accessKey: key.accessKey,
        body: '',
      }),
    )
    .update(bytes)
    .digest('hex')
    .toUpperCase()
  const headers = {
    AccessKey: key.accessKey,
    Timestamp: timestamp,
    RequestID: requestId,
    Signature: signature,
  }
  const response = await app.request(path, {
    method: endpoint.method,
    headers: { ...headers, 'content-type': 'application/json' },
    body: bytes,
  })
  return (await response.json()) as { code: number; msg: string }
}

describe('the admin clients', () => {
  it('refuses every admin client endpoint to an enterprise user holding every enterprise id', async () => {
    const owner = await signedInUser(app, ctx, { permissions: ENTERPRISE_PERMISSION_IDS })
    const mine = listEndpoints().filter((e) => e.resource === 'adminClient')
    expect(mine.length).toBe(8)
    for (const { endpoint } of mine) {
      const enterpriseId = owner.enterpriseId
      const answer = await call(app, endpoint, {
        token: owner.token,
        ...(endpoint.query
          ? { query: { enterpriseId } }
          : { body: { enterpriseId, days: 3, note: 'x', from: '2026-01-01', to: '2026-01-02' } }),
      })
      expect(answer.status).toBe(403)
    }
  })

  it('lists clients by name or owner email, filtered by status, sorted by name', async () => {
    const tag = crypto.randomUUID().slice(0, 8)
    const a = await signedInUser(app, ctx, { enterpriseName: `Zeta ${tag}` })
    const b = await signedInUser(app, ctx, { enterpriseName: `Alpha ${tag}` })
    const page = obj<{ list: Row[]; total: number }>(
      await call(app, endpoints.adminClient.list, {
        token: adminToken,
        query: { q: tag, sort: 'name', order: 'asc' },
      }),
    )
    expect(page.list.map((r) => r.name)).toEqual([`Alpha ${tag}`, `Zeta ${tag}`])
    expect(page.total).toBe(2)
    expect(page.list[0]).toMatchObject({ plan: 'DEFAULT', freeTrial: true, trialDaysLeft: 15, members: 1 })
    const byEmail = obj<{ list: Row[] }>(
      await call(app, endpoints.adminClient.list, { token: adminToken, query: { q: a.email } }),
    )
    expect(byEmail.list.map((r) => r.enterpriseId)).toEqual([a.enterpriseId])
    await call(app, endpoints.adminClient.suspend, {
      token: adminToken,
      body: { enterpriseId: b.enterpriseId },
    })
    const suspended = obj<{ list: Row[] }>(
      await call(app, endpoints.adminClient.list, {
        token: adminToken,
        query: { q: tag, status: 'SUSPENDED' },
      }),
    )
    expect(suspended.list.map((r) => r.enterpriseId)).toEqual([b.enterpriseId])
    // The status filter reads that status's own partition (gsi9): a reactivated client moves back out of it.
    await call(app, endpoints.adminClient.reactivate, {
      token: adminToken,
      body: { enterpriseId: b.enterpriseId },
    })
    const byStatus = async (status: 'ACTIVE' | 'SUSPENDED') =>
      obj<{ list: Row[] }>(
        await call(app, endpoints.adminClient.list, { token: adminToken, query: { q: tag, status } }),
      ).list.map((r) => r.enterpriseId)
    expect(await byStatus('SUSPENDED')).toEqual([])
    expect((await byStatus('ACTIVE')).toSorted()).toEqual([a.enterpriseId, b.enterpriseId].toSorted())
  })

  it('suspends a client: every kind of operation is refused, its devices still report; reactivating lifts it', async () => {
    const owner = await signedInUser(app, ctx)
    await setPlanFeatures(ctx, owner.enterpriseId, ['EID_PUSH', 'DEVELOPER_API'])
    const configId = await createConfig(app, owner.token)
    const [row, second] = profileRows(2)
    const made = await call(app, endpoints.generation.single, {
      token: owner.token,
      body: { ...row, configId },
    })
    expect(made.body.msg).toBe('success')
    const keyAnswer = await call(app, endpoints.apiKey.add, {
      token: owner.token,
      body: { name: 'Line', permissions: ['Profile_Config_View'] },
    })
    const { key, secret } = obj<{ key: { accessKey: string }; secret: string }>(keyAnswer)
    const apiKey = { accessKey: key.accessKey, secret }
    expect((await signedCall(endpoints.profileConfig.list, apiKey, {})).msg).toBe('success')

    const suspended = await call(app, endpoints.adminClient.suspend, {
      token: adminToken,
      body: { enterpriseId: owner.enterpriseId },
    })
    expect(obj<Row>(suspended).status).toBe('SUSPENDED')
    const refusals = await Promise.all([
      call(app, endpoints.fleet.list, { token: owner.token, body: {} }),
      call(app, endpoints.generation.single, { token: owner.token, body: { ...second, configId } }),
      call(app, endpoints.eidPush.push, {
        token: owner.token,
        body: { iccid: row?.iccid, eid: '89049032123451234512345678901235' },
      }),
      call(app, endpoints.webhook.list, { token: owner.token }),
    ])
    for (const refusal of refusals) {
      expect(refusal.status).toBe(403)
      expect(refusal.body.code).toBe(ErrorCode.ENTERPRISE_SUSPENDED)
      expect(refusal.body.msg).toMatch(/suspended.*contact the platform's support/)
    }
    const byKey = await signedCall(endpoints.profileConfig.list, apiKey, {})
    expect(byKey.code).toBe(ErrorCode.ENTERPRISE_SUSPENDED)
    // Signing in and reading who one is still work, so the console can say why nothing else does.
    const info = await call(app, endpoints.enterprise.info, { token: owner.token })
    expect(obj<{ status: string }>(info).status).toBe('SUSPENDED')
    // The SM-DP+'s notifications of its devices still land.
    expect(await notify(app, row?.iccid ?? '', 3, Date.now())).toBe(204)
    const counted = await readCounters(ctx, owner.enterpriseId, [dayCounter('downloads', Date.now())])
    expect(counted.get(dayCounter('downloads', Date.now()))).toBe(1)

    await call(app, endpoints.adminClient.reactivate, {
      token: adminToken,
      body: { enterpriseId: owner.enterpriseId },
    })
    expect((await call(app, endpoints.fleet.list, { token: owner.token, body: {} })).body.msg).toBe('success')
    expect((await signedCall(endpoints.profileConfig.list, apiKey, {})).msg).toBe('success')
    const entries = await audit(owner.enterpriseId)
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      ['REACTIVATE', 'SUSPENDED', 'ACTIVE'],
      ['SUSPEND', 'ACTIVE', 'SUSPENDED'],
    ])
    expect(entries[0]?.actor).toBe(admin.email)
  })

  it('extends a trial, keeps a note, and refuses to extend a trial that does not run', async () => {
    const owner = await signedInUser(app, ctx)
    const extended = obj<Row>(
      await call(app, endpoints.adminClient.extendTrial, {
        token: adminToken,
        body: { enterpriseId: owner.enterpriseId, days: 10 },
      }),
    )
    expect(extended.trialDaysLeft).toBe(25)
    const noted = obj<Row>(
      await call(app, endpoints.adminClient.note, {
        token: adminToken,
        body: { enterpriseId: owner.enterpriseId, note: 'Met at MWC' },
      }),
    )
    expect(noted.note).toBe('Met at MWC')
    expect((await audit(owner.enterpriseId)).map((e) => e.action)).toEqual(['NOTE', 'EXTEND_TRIAL'])
    await call(app, endpoints.plan.cancelSubscription, { token: owner.token, body: {} })
    const refused = await call(app, endpoints.adminClient.extendTrial, {
      token: adminToken,
      body: { enterpriseId: owner.enterpriseId, days: 10 },
    })
    expect(refused.body.code).toBe(ErrorCode.ORDER_STATE)
    const bad = await call(app, endpoints.adminClient.extendTrial, {
      token: adminToken,
      body: { enterpriseId: owner.enterpriseId, days: 0 },
    })
    expect(bad.status).toBe(400)
  })

  it("creates an admin's order on the enterprise picked, for an owner of two", async () => {
    const owner = await signedInUser(app, ctx)
    const { enterpriseId: other } = await createEnterprise(ctx, {
      name: 'Second shop',
      ownerUserId: owner.userId,
      withTrial: false,
    })
    const order = obj<{ enterpriseId: string; enterpriseName: string }>(
      await call(app, endpoints.adminOrder.create, {
        token: adminToken,
        body: { enterpriseId: other, plan: 'BASIC', billingType: 'MONTHLY', quantity: 1, paymentMethod: 1 },
      }),
    )
    expect(order).toMatchObject({ enterpriseId: other, enterpriseName: 'Second shop' })
  })
})
