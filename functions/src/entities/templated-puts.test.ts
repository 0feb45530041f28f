import { DynamoDBClient } from '@aws-sdk/client-dynamodb'
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { describe, expect, it } from 'vitest'
import { fleetKeys } from './fleet-index.ts'
import { iccidClaimKeys } from './iccid-claim.ts'
import { createEntities, type TransactionItem } from './index.ts'
import { profileKeys } from './profile.ts'
import { templatedPuts } from './templated-puts.ts'

/** Builds parameters only: nothing is sent. */
const entities = createEntities(
  DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' })),
  'simlessly-test',
)

const profile = (i: number, extra: { msisdn?: string; eid?: string; protected?: boolean } = {}) => {
  const p = {
    enterpriseId: '01JDX7Y8Z9ABCDEFGHJKMNPQRS',
    iccid: `8901000000000000${String(i).padStart(3, '0')}`,
    imsi: `310260000000${String(i).padStart(3, '0')}`,
    configId: '01JDX7Y8Z9ABCDEFGHJKMNPQRT',
    batchCode: '01JDX7Y8Z9ABCDEFGHJKMNPQRV',
    status: 'RELEASED' as const,
    createdAt: 1_795_800_000_000 + i,
    kiSealed: `v1.ki${i}`,
    opcSealed: `v1.opc${i}`,
    smdpAddress: 'smdp.example.com',
    matchingId: `ABCDE-FGHIJ-KLMNO-${i}`,
    ac: `1$smdp.example.com$ABCDE-FGHIJ-KLMNO-${i}`,
    createdBy: '01JDX7Y8Z9ABCDEFGHJKMNPQRW',
    updatedAt: 1_795_800_000_000 + i,
    msisdn: extra.msisdn,
    eid: extra.eid,
    protected: extra.protected,
  }
  return { ...p, ...fleetKeys(p) }
}

/** A put as a transaction's item (ElectroDB types `commit` only on a transaction's entities). */
const commitOf = (put: unknown) => (put as { commit(): TransactionItem }).commit()
const putsOf = (items: TransactionItem[]) => items.map((item) => (item as { Put: unknown }).Put)

describe('puts built from the first, as ElectroDB builds each', () => {
  it('profiles: the same items, keys, defaults and condition, optional attributes present or absent', () => {
    // The first without an MSISDN or EID, later ones with (and the reverse), so nothing leaks between them.
    for (const items of [
      [profile(1), profile(2, { msisdn: '15550001', eid: '89049032000000000000000000000002' }), profile(3)],
      [profile(4, { msisdn: '15550004', eid: '89049032000000000000000000000004' }), profile(5), profile(6)],
      // A default the first sets and the next leaves to ElectroDB (protected: false), and the reverse.
      [profile(7, { protected: true }), profile(8), profile(9, { protected: true })],
      [profile(10), profile(11, { protected: true })],
    ]) {
      for (const put of [
        (item: (typeof items)[number]) => commitOf(entities.profile.put(item)),
        (item: (typeof items)[number]) =>
          commitOf(entities.profile.put(item).where(({ iccid }, { notExists }) => notExists(iccid))),
      ]) {
        const templated = templatedPuts(put, items, profileKeys)
        expect(putsOf(templated)).toEqual(putsOf(items.map(put)))
        // ElectroDB tells the entity of each item of a transaction by its mark.
        for (const item of templated) expect(Object.getOwnPropertySymbols(item)).toHaveLength(1)
      }
    }
  })

  it('ICCID claims: the same items and condition', () => {
    const claims = [1, 2, 3].map((i) => ({
      iccid: `8901000000000000${i}AB`,
      enterpriseId: 'E1',
      batchCode: 'B1',
    }))
    const put = (claim: (typeof claims)[number]) =>
      commitOf(
        entities.iccidClaim
          .put(claim)
          .where(
            ({ iccid, batchCode }, { notExists, eq }) => `${notExists(iccid)} OR ${eq(batchCode, 'B1')}`,
          ),
      )
    expect(putsOf(templatedPuts(put, claims, iccidClaimKeys))).toEqual(putsOf(claims.map(put)))
  })

  it('no items, no puts', () => {
    type Claim = { iccid: string; enterpriseId: string; batchCode: string }
    const put = (claim: Claim) => commitOf(entities.iccidClaim.put(claim))
    expect(templatedPuts(put, [], iccidClaimKeys)).toEqual([])
  })
})
