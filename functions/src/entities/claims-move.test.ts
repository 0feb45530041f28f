import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isolatedContext } from '../../test/helpers.ts'
import { type AppContext, closeContext } from '../context.ts'
import { claim, claimAll } from '../domain/generation/claims.ts'
import { ensureTable } from '../local/provision.ts'
import { claimsTableOf } from '../resources.ts'
import { CLAIMS_MOVED, moveClaimsToOwnTable } from './claims-move.ts'
import { iccidClaimKeys } from './iccid-claim.ts'

let ctx: AppContext
beforeAll(async () => {
  ctx = await isolatedContext()
})
afterAll(() => closeContext(ctx))

const rowsOf = (...iccids: string[]) => iccids.map((iccid) => ({ iccid }))
const inTable = async (tableName: string, iccid: string) =>
  (await ctx.aws.db.send(new GetCommand({ TableName: tableName, Key: iccidClaimKeys({ iccid }) }))).Item
/** A claim as the single table held it before the claims had a table of their own. */
const oldClaim = (iccid: string, enterpriseId: string) =>
  ctx.aws.db.send(
    new PutCommand({
      TableName: ctx.config.tableName,
      Item: ctx.entities.iccidClaim.put({ iccid, enterpriseId, batchCode: 'OLD0001' }).params<{
        Item: Record<string, unknown>
      }>().Item,
    }),
  )

describe('the ICCID claims table', () => {
  it('takes the claims a batch writes; the single table gets none', async () => {
    const job = {
      enterpriseId: 'ent-a',
      batchCode: 'BATCH0001',
      rows: rowsOf('8900000000000000011', '8900000000000000029'),
    }
    expect(await claimAll(ctx, job as Parameters<typeof claimAll>[1])).toEqual([true, true])
    for (const { iccid } of job.rows) {
      expect(await inTable(claimsTableOf(ctx.config.tableName), iccid)).toMatchObject({
        enterpriseId: 'ent-a',
      })
      expect(await inTable(ctx.config.tableName, iccid)).toBeUndefined()
    }
    // Another enterprise cannot claim them.
    expect(
      await claim(ctx, { enterpriseId: 'ent-b', batchCode: 'BATCH0002' }, { iccid: '8900000000000000011' }),
    ).toMatch(/already exists/)
  })

  it("gets the single table's older claims copied in once, and a claim made in it meanwhile stands", async () => {
    const claims = claimsTableOf(ctx.config.tableName)
    await oldClaim('8900000000000000037', 'ent-old')
    await oldClaim('8900000000000000045', 'ent-old')
    // Claimed in the claims table by another enterprise before the copy ran: that claim stands.
    expect(
      await claim(ctx, { enterpriseId: 'ent-new', batchCode: 'BATCH0003' }, { iccid: '8900000000000000045' }),
    ).toBe(true)
    // The data folder from before the change: its claims table is new, without the copy's mark.
    await ctx.aws.db.send(new DeleteCommand({ TableName: claims, Key: CLAIMS_MOVED }))
    await ensureTable(ctx.aws.dynamodb, ctx.config.tableName)
    expect(await inTable(claims, '8900000000000000037')).toMatchObject({ enterpriseId: 'ent-old' })
    expect(await inTable(claims, '8900000000000000045')).toMatchObject({ enterpriseId: 'ent-new' })
    // The copied claim refuses another enterprise, as it did in the single table.
    expect(
      await claim(ctx, { enterpriseId: 'ent-b', batchCode: 'BATCH0004' }, { iccid: '8900000000000000037' }),
    ).toMatch(/already exists/)
    // Once per table: the mark says it is done.
    await oldClaim('8900000000000000052', 'ent-old')
    expect(await moveClaimsToOwnTable(ctx.aws.dynamodb, ctx.config.tableName)).toEqual({
      ran: false,
      claims: 0,
    })
    expect(await inTable(claims, '8900000000000000052')).toBeUndefined()
  })
})

describe("before the copy (a deploy's functions updated, its setup step not run yet)", () => {
  let early: AppContext
  beforeAll(async () => {
    early = await isolatedContext()
    // As a table from before the change: its claims table without the copy's mark.
    await early.aws.db.send(
      new DeleteCommand({ TableName: claimsTableOf(early.config.tableName), Key: CLAIMS_MOVED }),
    )
  })
  afterAll(() => closeContext(early))
  const olderClaim = (iccid: string) =>
    early.aws.db.send(
      new PutCommand({
        TableName: early.config.tableName,
        Item: {
          ...iccidClaimKeys({ iccid }),
          __edb_e__: 'iccidClaim',
          __edb_v__: '1',
          iccid,
          enterpriseId: 'ent-old',
          batchCode: 'OLD0001',
        },
      }),
    )
  const taken = '8900000000000000060'
  const free = '8900000000000000078'

  it("refuses another enterprise an ICCID only the single table's claims hold, in a chunk and alone", async () => {
    await olderClaim(taken)
    expect(await early.entities.iccidClaims.copied()).toBe(false)
    const job = { enterpriseId: 'ent-b', batchCode: 'BATCH0005', rows: rowsOf(taken, free) }
    expect(await claimAll(early, job as Parameters<typeof claimAll>[1])).toEqual([
      `ICCID ${taken} already exists`,
      true,
    ])
    expect(await claim(early, { enterpriseId: 'ent-b', batchCode: 'BATCH0006' }, { iccid: taken })).toMatch(
      /already exists/,
    )
    // The batch that holds it may claim it again (a retry), now in the claims table.
    expect(await claim(early, { enterpriseId: 'ent-old', batchCode: 'OLD0001' }, { iccid: taken })).toBe(true)
  })

  it("reads the single table's claim where the claims table has none, and releases it in both", async () => {
    const older = '8900000000000000086'
    await olderClaim(older)
    expect(await early.entities.iccidClaims.get(older)).toMatchObject({ enterpriseId: 'ent-old' })
    await early.entities.iccidClaims.release({ enterpriseId: 'ent-old', batchCode: 'OLD0001' }, older)
    expect(await inTable(early.config.tableName, older)).toBeUndefined()
    // So the copy, when it runs, does not bring the released claim back.
    await moveClaimsToOwnTable(early.aws.dynamodb, early.config.tableName)
    expect(await inTable(claimsTableOf(early.config.tableName), older)).toBeUndefined()
    expect(await inTable(claimsTableOf(early.config.tableName), taken)).toMatchObject({
      enterpriseId: 'ent-old',
    })
  })
})
