import { ADMIN_PERMISSION_IDS, endpoints, Permission as P, type SearchHit } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { beforeAll, describe, expect, it } from 'vitest'
import { createActiveUser } from '../../../test/accounts.ts'
import { signIn } from '../../../test/api.ts'
import { setUpFleet } from '../../../test/fleet-setup.ts'
import { validEid } from '../../../test/generation.ts'

/** "Find anything" through the API: each kind, who sees which, one enterprise's records only, bad input. */
const fleet = setUpFleet({ profiles: 3 })
const { iccids } = fleet
const hitsOf = async (text: string, token?: string) =>
  ((await fleet.ok(endpoints.search.query, { text }, token)).hits ?? []) as SearchHit[]
const kinds = (hits: SearchHit[]) => [...new Set(hits.map((hit) => hit.kind))]

/** A signed-in user holding the platform admin's ids (beside an enterprise of their own). */
async function platformAdmin() {
  const admin = await createActiveUser(fleet.ctx)
  await fleet.ctx.entities.user
    .patch({ userId: admin.userId })
    .set({ platformPermissions: ADMIN_PERMISSION_IDS })
    .go()
  return signIn(fleet.app, admin)
}

let profile: { iccid: string; imsi: string; batchCode: string }
beforeAll(async () => {
  const { data } = await fleet.ctx.entities.profile
    .get({ enterpriseId: fleet.owner.enterpriseId, iccid: String(iccids[0]) })
    .go()
  if (!data) throw new Error('the first profile was not generated')
  profile = data
})

describe('profiles', () => {
  it('finds a profile by its whole ICCID and opens its fleet detail', async () => {
    const hits = await hitsOf(profile.iccid)
    expect(hits).toEqual([
      {
        kind: 'profile',
        id: profile.iccid,
        label: profile.iccid,
        detail: `IMSI ${profile.imsi}`,
        route: `/profile/fleet?detail=${profile.iccid}`,
      },
    ])
  })

  it("finds profiles by an ICCID's beginning, an EID, an IMSI, and says which key matched", async () => {
    const prefix = String(iccids[0]).slice(0, 13)
    expect((await hitsOf(prefix)).filter((h) => h.kind === 'profile').map((h) => h.id)).toEqual(iccids)
    expect(await hitsOf(validEid(1))).toMatchObject([{ id: iccids[0], detail: `EID ${validEid(1)}` }])
    expect(await hitsOf(profile.imsi)).toMatchObject([{ id: iccids[0], detail: `IMSI ${profile.imsi}` }])
  })

  it("never finds another enterprise's profile", async () => {
    expect(await hitsOf(profile.iccid, fleet.other.token)).toEqual([])
    expect(await hitsOf(validEid(1), fleet.other.token)).toEqual([])
  })

  it('finds no profile for a member whose role lacks the fleet screen', async () => {
    const groupsOnly = await fleet.member(P.Group_View)
    expect(await hitsOf(profile.iccid, groupsOnly)).toEqual([])
  })
})

describe('batches, orders, groups and members', () => {
  it('finds a batch by its code and opens its progress', async () => {
    expect(await hitsOf(profile.batchCode)).toMatchObject([
      {
        kind: 'batch',
        id: profile.batchCode,
        route: `/profile/generateac?mode=batch&batch=${profile.batchCode}`,
      },
    ])
    const logsOnly = await fleet.member(P.Generate_AC_Log_View)
    expect(await hitsOf(profile.batchCode, logsOnly)).toMatchObject([
      { kind: 'batch', route: '/logs?view=generate-ac' },
    ])
    expect(await hitsOf(profile.batchCode, fleet.other.token)).toEqual([])
  })

  it('finds an order by its id and by its bank reference, in its own enterprise only', async () => {
    const order = await fleet.ok(endpoints.order.create, {
      operation: 'NEW',
      plan: 'PRO',
      billingType: 'MONTHLY',
      quantity: 1,
      paymentMethod: 1,
      requestKey: crypto.randomUUID(),
    })
    const orderId = String(order.orderId)
    const reference = (order.bankDetails as { reference: string }).reference
    const expected = { kind: 'order', id: orderId, route: `/order?orderId=${orderId}` }
    expect(await hitsOf(orderId)).toMatchObject([expected])
    expect(await hitsOf(reference.toLowerCase())).toMatchObject([expected])
    expect(await hitsOf(orderId, fleet.other.token)).toEqual([])
    expect(await hitsOf(orderId, await fleet.member(P.Fleet_View))).toEqual([])

    // The platform's staff find any enterprise's order by its id, and open it on their own screen.
    expect(await hitsOf(orderId, await platformAdmin())).toMatchObject([
      { kind: 'order', id: orderId, route: `/admin/order?order=${orderId}` },
    ])
  })

  it("finds a client by its name's beginning for the platform's staff only", async () => {
    const name = `Searchable Labs ${crypto.randomUUID().slice(0, 8)}`
    const client = await createActiveUser(fleet.ctx, { enterpriseName: name })
    expect(await hitsOf(name.slice(0, 20).toLowerCase(), await platformAdmin())).toMatchObject([
      {
        kind: 'client',
        id: client.enterpriseId,
        label: name,
        route: `/admin/client?client=${client.enterpriseId}`,
      },
    ])
    expect(kinds(await hitsOf(name))).toEqual([])
  })

  it('finds groups by a part of their name and members by name or e-mail', async () => {
    const group = await fleet.ok(endpoints.group.add, { name: 'Search pilots' })
    expect(await hitsOf('PILOT')).toMatchObject([
      {
        kind: 'group',
        id: group.groupId,
        label: 'Search pilots',
        route: `/profile/group?group=${group.groupId}`,
      },
    ])
    expect(await hitsOf('pilot', fleet.other.token)).toEqual([])
    const members = await fleet.ok(endpoints.member.list, {})
    const { email } = (members.list as { email: string }[])[0] ?? { email: '' }
    const hits = await hitsOf(email)
    expect(hits).toMatchObject([
      { kind: 'member', route: `/team/member?${new URLSearchParams({ q: email })}` },
    ])
    expect(kinds(await hitsOf(email, await fleet.member(P.Group_View)))).toEqual([])
  })
})

describe('access and input', () => {
  it('refuses a member without any searchable screen (403) and a call without a session (401)', async () => {
    const campaignsOnly = await fleet.member(P.Campaign_View)
    const refused = await fleet.api(endpoints.search.query, { text: 'x' }, campaignsOnly)
    expect([refused.status, refused.body.code]).toEqual([403, ErrorCode.PERMISSION_DENIED])
    expect((await fleet.api(endpoints.search.query, { text: 'x' }, '')).status).toBe(401)
  })

  it('answers bad input with 400 and the field message in the envelope', async () => {
    for (const [body, message] of [
      [{ text: '   ' }, 'Type what to search for'],
      [{ text: 'x'.repeat(65) }, 'Up to 64 characters'],
      [{}, undefined],
    ] as const) {
      const answer = await fleet.api(endpoints.search.query, body)
      expect([answer.status, answer.body.success, answer.body.code]).toEqual([
        400,
        false,
        ErrorCode.VALIDATION_FAILED,
      ])
      if (message) expect(JSON.stringify(answer.body)).toContain(message)
    }
  })
})
