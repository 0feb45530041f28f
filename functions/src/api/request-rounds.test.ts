import { endpoints, EnterprisePermission as P } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMember, createActiveUser } from '../../test/accounts.ts'
import { call, signIn } from '../../test/api.ts'
import { createConfig, profileRows } from '../../test/generation.ts'
import { isolatedContext } from '../../test/helpers.ts'
import { type AppContext, closeContext } from '../context.ts'
import { type ApiApp, createApp } from './app.ts'

/**
 * How many DynamoDB requests a call makes, and in how many rounds (requests in flight together count once:
 * a round is what the caller waits for in turn), counted on the context's client.
 */
let ctx: AppContext
let app: ApiApp
const seen = { requests: 0, rounds: 0, inFlight: 0 }

beforeAll(async () => {
  ctx = await isolatedContext()
  app = createApp(ctx)
  ctx.aws.db.middlewareStack.add(
    (next) => async (args) => {
      seen.requests++
      if (seen.inFlight++ === 0) seen.rounds++
      try {
        return await next(args)
      } finally {
        seen.inFlight--
      }
    },
    { step: 'initialize', name: 'countRequests' },
  )
})
afterAll(() => closeContext(ctx))

async function counted(work: () => Promise<unknown>) {
  Object.assign(seen, { requests: 0, rounds: 0 })
  await work()
  return { requests: seen.requests, rounds: seen.rounds }
}

const permissions = (token: string) => call(app, endpoints.permission.userPermissions, { token })

describe('DynamoDB round trips', () => {
  it('an authenticated call reads its session, user, membership and enterprise in one request', async () => {
    const user = await createActiveUser(ctx)
    const token = await signIn(app, user)
    expect(await counted(() => permissions(token))).toEqual({ requests: 1, rounds: 1 })
  })

  it('a custom role is read once, then kept until the team changes', async () => {
    const user = await createActiveUser(ctx, { permissions: [P.Member_View] })
    const token = await signIn(app, user)
    expect(await counted(() => permissions(token))).toEqual({ requests: 2, rounds: 2 })
    expect(await counted(() => permissions(token))).toEqual({ requests: 1, rounds: 1 })
  })

  it('the member list reads the team in one round and its users in one batch (then keeps both), no session per row', async () => {
    const owner = await createActiveUser(ctx)
    for (let i = 0; i < 3; i++) {
      await signIn(
        app,
        await addMember(ctx, { enterpriseId: owner.enterpriseId, permissions: [P.Member_View] }),
      )
    }
    const token = await signIn(app, owner)
    const list = () => call(app, endpoints.member.list, { token, body: { pageNum: 1, pageSize: 10 } })
    expect(await counted(list)).toEqual({ requests: 5, rounds: 3 })
    // The team and its people are kept while its version stands: the caller's batch alone.
    expect(await counted(list)).toEqual({ requests: 1, rounds: 1 })
    const rows = (await list()).body.obj as { list: { lastActiveAt?: number }[] }
    expect(rows.list.map((row) => row.lastActiveAt)).toEqual(Array(4).fill(expect.any(Number)))
    // The people for a minute at most (their last activity is kept to the minute): a minute on, the caller's
    // batch, the session's touch (its record and the person's last activity) and the people's batch.
    const now = ctx.now
    ctx.now = () => now() + 61_000
    try {
      expect(await counted(list)).toEqual({ requests: 4, rounds: 3 })
      expect(await counted(list)).toEqual({ requests: 1, rounds: 1 })
    } finally {
      ctx.now = now
    }
  })

  it('a single AC reads what it checks and claims its ICCID in one round, and writes its profile with its batch in one', async () => {
    const user = await createActiveUser(ctx)
    const token = await signIn(app, user)
    const configId = await createConfig(app, token)
    const generate = () => {
      const row = profileRows(1)[0] ?? { iccid: '', imsi: '', ki: '', opc: '' }
      return call(app, endpoints.generation.single, { token, body: { ...row, configId } })
    }
    expect((await generate()).body.success).toBe(true)
    const { requests, rounds } = await counted(async () => expect((await generate()).body.success).toBe(true))
    // The caller; the checks with what the AC needs later (block list, subscription, configuration, style,
    // the creator's name) and the ICCID's claim beside them; the profile with its log entry, counts and
    // batch (recorded complete, with its configuration's count) in one transaction. Nothing read twice
    // (the block list, the style were); no batch written before the AC and completed after.
    expect({ requests, rounds }).toEqual({ requests: 8, rounds: 3 })
  })

  it('a single AC for an ICCID another holds is refused by its claim in one request, and recorded failed in one', async () => {
    const holder = await createActiveUser(ctx)
    const holderToken = await signIn(app, holder)
    const row = profileRows(1)[0] ?? { iccid: '', imsi: '', ki: '', opc: '' }
    const held = await call(app, endpoints.generation.single, {
      token: holderToken,
      body: { ...row, configId: await createConfig(app, holderToken) },
    })
    expect(held.body.success).toBe(true)
    const user = await createActiveUser(ctx)
    const token = await signIn(app, user)
    const configId = await createConfig(app, token)
    const { requests, rounds } = await counted(async () => {
      const refused = await call(app, endpoints.generation.single, { token, body: { ...row, configId } })
      expect(refused.body.code).toBe(ErrorCode.ICCID_IN_USE)
    })
    // The caller; the checks with the claim, refused; the batch recorded failed with its configuration's count.
    expect({ requests, rounds }).toEqual({ requests: 8, rounds: 3 })
  })

  it('a single AC refused by a check gives up the claim it took beside the checks', async () => {
    const user = await createActiveUser(ctx)
    const token = await signIn(app, user)
    const row = profileRows(1)[0] ?? { iccid: '', imsi: '', ki: '', opc: '' }
    const refused = await call(app, endpoints.generation.single, {
      token,
      body: { ...row, configId: 'no-such-configuration' },
    })
    expect(refused.body.success).toBe(false)
    expect((await ctx.entities.iccidClaim.get({ iccid: row.iccid }).go()).data).toBeNull()
    // The ICCID is free for the next AC, of this enterprise or another.
    const configId = await createConfig(app, token)
    const generated = await call(app, endpoints.generation.single, { token, body: { ...row, configId } })
    expect(generated.body.success).toBe(true)
  })

  it('sign-in waits on four rounds at most: the counts beside the account, the session beside the counts back', async () => {
    const user = await createActiveUser(ctx)
    // Requests of two rounds may overlap a little more, never less: at most four.
    expect((await counted(() => signIn(app, user))).rounds).toBeLessThanOrEqual(4)
  })
})
