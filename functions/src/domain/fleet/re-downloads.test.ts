import { DEFAULT_PLANS, endpoints } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { NOTIFICATION_SECRET_HEADER } from '@simlessly/shared/esim/es2plus'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, endpointUrl, signedInUser, signIn } from '../../../test/api.ts'
import { createConfig, profileRows, validEid } from '../../../test/generation.ts'
import { isolatedContext } from '../../../test/helpers.ts'
import { type ApiApp, createApp } from '../../api/app.ts'
import type { AppError } from '../../app-error.ts'
import { type AppContext, closeContext } from '../../context.ts'
import { claimReDownload, monthAllowance, profileAllowance } from './re-downloads.ts'

/**
 * The plan's re-downloads per month, through the API: a re-generate or an EID push of a profile downloaded
 * since its last order counts, per profile and calendar month of the enterprise's time zone; past the
 * plan's number the console refuses with the plan's words and what is left, and the profile's detail says
 * how many are left.
 */
const SECRET = 're-downloads-notification-secret'
const TRIAL = DEFAULT_PLANS.find((p) => p.code === 'DEFAULT')
const LIMIT = TRIAL?.reDownloadsPerMonth ?? 0
const HOUR = 3_600_000
// 30 November 2026, 12:00 UTC: already 1 December, 01:00, in Auckland (UTC+13 in summer).
let clock = Date.UTC(2026, 10, 30, 12)
let ctx: AppContext
let app: ApiApp
let owner: { token: string; enterpriseId: string; email: string; password: string }
type Obj = Record<string, unknown>
type Result = { iccid: string; ok: boolean; reason?: string }

beforeAll(async () => {
  ctx = await isolatedContext({ smdpNotificationSecret: SECRET })
  ctx.now = () => clock
  app = createApp(ctx)
  owner = await signedInUser(app, ctx)
}, 60_000)
afterAll(() => closeContext(ctx))

const ok = async (endpoint: Parameters<typeof call>[1], body?: unknown) => {
  const answer = await call(app, endpoint, { token: owner.token, body })
  if (!answer.body.success) throw new Error(`${endpoint.path}: ${answer.body.msg}`)
  return answer.body.obj as Obj
}
let notices = 0
/** The SM-DP+ reports the profile downloaded (point 3), as it does once a device took it. */
async function downloaded(iccid: string) {
  notices++
  const endpoint = endpoints.es2plus.handleDownloadProgressInfo
  const response = await app.request(endpointUrl(endpoint), {
    method: endpoint.method,
    headers: { 'content-type': 'application/json', [NOTIFICATION_SECRET_HEADER]: SECRET },
    body: JSON.stringify({
      header: { functionRequesterIdentifier: 'smdp.example.com', functionCallIdentifier: `n-${notices}` },
      iccid,
      profileType: 'Test profile',
      timestamp: new Date(Date.UTC(2026, 10, 21, 12, 0, notices)).toISOString(),
      notificationPointId: 3,
      notificationPointStatus: { status: 'Executed-Success' },
    }),
  })
  expect(response.status).toBe(204)
}
const regenerate = async (iccid: string) =>
  ((await ok(endpoints.generation.regenerate, { iccids: [iccid] })) as { results: Result[] }).results[0]
const left = async (iccid: string) =>
  ((await ok(endpoints.fleet.info, { iccid })) as { reDownloads: Obj }).reDownloads

describe("the plan's re-downloads per month", () => {
  it('counts re-orders of downloaded profiles per month of the enterprise’s time zone, then refuses with the plan’s words', async () => {
    const configId = await createConfig(app, owner.token, { maxRedownloads: 100 })
    const [row] = profileRows(1)
    if (!row) throw new Error('no row')
    await ok(endpoints.generation.single, { configId, ...row })
    const { iccid } = row

    // Not downloaded yet: a new AC gives it no download more, and is not counted.
    expect(await regenerate(iccid)).toMatchObject({ ok: true })
    expect(await left(iccid)).toMatchObject({ used: 0, left: LIMIT, limit: LIMIT, month: '2026-11' })

    // The owner's time zone: in Auckland it is December already.
    const details = { companyName: 'Kiwi Labs', address: '1 Queen St', country: 'New Zealand', taxId: '' }
    await ok(endpoints.billingDetails.updateDetails, {
      ...details,
      billingEmail: owner.email,
      timeZone: 'Pacific/Auckland',
    })
    for (let used = 1; used <= LIMIT; used++) {
      await downloaded(iccid)
      expect(await regenerate(iccid)).toMatchObject({ ok: true })
      expect(await left(iccid)).toMatchObject({ used, left: LIMIT - used, month: '2026-12' })
    }
    await downloaded(iccid)
    const refused = await regenerate(iccid)
    const words = `The ${TRIAL?.name} plan allows re-downloading a profile up to ${LIMIT} times per month; ICCID ${iccid} has 0 left until 2027-01-01 (Pacific/Auckland)`
    expect(refused).toEqual({ iccid, ok: false, reason: words })

    // An EID push would be one more download of it: refused too, with the same words.
    const push = await call(app, endpoints.eidPush.push, {
      token: owner.token,
      body: { iccid, eid: validEid(77) },
    })
    expect([push.status, push.body.code, push.body.msg]).toEqual([403, ErrorCode.REDOWNLOAD_LIMIT, words])

    // The last evening of December in Auckland it is still refused; an hour past its midnight, allowed.
    const [trial] = (
      await ctx.entities.subscription.query.byEnterprise({ enterpriseId: owner.enterpriseId }).go()
    ).data
    if (!trial) throw new Error('no trial')
    await ctx.entities.subscription
      .patch(trial)
      .set({ endsAt: Date.UTC(2027, 5, 1) })
      .go()
    clock = Date.UTC(2026, 11, 31, 10) // 23:00 on 31 December in Auckland
    owner.token = await signIn(app, owner)
    expect(await regenerate(iccid)).toMatchObject({ ok: false, reason: words })
    clock += 2 * HOUR
    expect(await left(iccid)).toMatchObject({ used: 0, left: LIMIT, month: '2027-01' })
    expect(await regenerate(iccid)).toMatchObject({ ok: true })
    expect(await left(iccid)).toMatchObject({ used: 1, left: LIMIT - 1, resetsOn: '2027-02-01' })
  })

  it('lets no more than the plan’s number through when re-downloads are claimed at once, and gives back', async () => {
    const profile = {
      enterpriseId: owner.enterpriseId,
      iccid: '8901999999999999995',
      status: 'INSTALLED' as const,
    }
    const month = await monthAllowance(ctx, owner.enterpriseId, 'DEFAULT')
    const claims = await Promise.allSettled(
      Array.from({ length: LIMIT + 3 }, () => claimReDownload(ctx, profile, month)),
    )
    const granted = claims.filter((c) => c.status === 'fulfilled')
    expect(granted).toHaveLength(LIMIT)
    expect(claims.filter((c) => c.status === 'rejected').map((c) => (c.reason as AppError).code)).toEqual(
      Array(3).fill(ErrorCode.REDOWNLOAD_LIMIT),
    )
    await (granted[0] as PromiseFulfilledResult<() => Promise<void>>).value()
    expect(await profileAllowance(ctx, profile, month)).toMatchObject({ used: LIMIT - 1, left: 1 })
    // A profile waiting for its download is not re-downloaded by a new order: nothing is claimed.
    await claimReDownload(ctx, { ...profile, status: 'RELEASED' }, month)
    expect(await profileAllowance(ctx, profile, month)).toMatchObject({ used: LIMIT - 1 })
  })
})
