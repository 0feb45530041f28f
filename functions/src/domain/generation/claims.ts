import pMap from 'p-map'
import type { AppContext } from '../../context.ts'
import { type IccidClaims, iccidClaimKeys } from '../../entities/iccid-claim.ts'
import { templatedPuts } from '../../entities/templated-puts.ts'
import { committed, inGroups, isConditionalFailure, TRANSACTION_ITEMS } from '../../entities/transaction.ts'
import type { ReserveJob, ValidRow } from './reservation.ts'

/** Claims per transaction run side by side. */
const CLAIM_CONCURRENCY = 16

type Owner = Pick<ReserveJob, 'enterpriseId' | 'batchCode'>
/** The claim entity as a transaction's writes take it (the claims table's or, before the copy, the single table's). */
type ClaimWrites = Parameters<Parameters<IccidClaims['service']['transaction']['write']>[0]>[0]['iccidClaim']

/**
 * Claims every row's ICCID: true, or the reason it cannot be used. Claims go in transactions of 100 (one
 * request each), a group of one as a conditional put; a transaction refused because some ICCID is taken is
 * redone row by row to name it. Until the single table's older claims are copied into the claims table
 * (iccid-claim.ts), each claim also checks the single table's in the same transaction: 50 rows a transaction.
 */
export async function claimAll(ctx: AppContext, job: ReserveJob): Promise<(true | string)[]> {
  const claims = ctx.entities.iccidClaims
  const copied = await claims.copied()
  const results = await pMap(
    inGroups(job.rows, copied ? TRANSACTION_ITEMS : TRANSACTION_ITEMS / 2),
    async (group) => {
      // One row (a single AC): a conditional put, one request whether it is refused or not, where a
      // transaction costs more and, refused, is redone row by row to name the ICCID.
      if (group.length === 1 && group[0]) return [await claim(ctx, job, group[0])]
      try {
        await committed(
          copied
            ? claims.service.transaction.write(({ iccidClaim }) => claimPuts(iccidClaim, job, group)).go()
            : claims.beforeMove.transaction
                .write(({ iccidClaim, olderClaim }) => [
                  ...claimPuts(iccidClaim, job, group),
                  ...olderChecks(olderClaim, job, group),
                ])
                .go(),
        )
        return group.map((): true | string => true)
      } catch (error) {
        if (!isConditionalFailure(error)) throw error
        return pMap(group, (row) => claim(ctx, job, row), { concurrency: CLAIM_CONCURRENCY })
      }
    },
    { concurrency: 4 },
  )
  return results.flat()
}

/** The rows' claims, each put where the ICCID is free or already this batch's (a retry). */
function claimPuts(iccidClaim: ClaimWrites, job: Owner, rows: Pick<ValidRow, 'iccid'>[]) {
  // Built as the first is (ElectroDB's building of each costs more than its write).
  return templatedPuts(
    (claim) =>
      iccidClaim
        .put(claim)
        .where(
          ({ iccid, batchCode }, { notExists, eq }) =>
            `${notExists(iccid)} OR ${eq(batchCode, job.batchCode)}`,
        )
        .commit(),
    rows.map((row) => ({ iccid: row.iccid, enterpriseId: job.enterpriseId, batchCode: job.batchCode })),
    iccidClaimKeys,
  )
}

/** The same condition on the single table's claims (written before the claims had a table of their own). */
function olderChecks(olderClaim: ClaimWrites, job: Owner, rows: Pick<ValidRow, 'iccid'>[]) {
  return rows.map((row) =>
    olderClaim
      .check({ iccid: row.iccid })
      .where(
        ({ iccid, batchCode }, { notExists, eq }) => `${notExists(iccid)} OR ${eq(batchCode, job.batchCode)}`,
      )
      .commit(),
  )
}

/** Claims one row's ICCID for the batch (a conditional put): true, or the reason it cannot be used. */
export async function claim(
  ctx: AppContext,
  job: Owner,
  row: Pick<ValidRow, 'iccid'>,
): Promise<true | string> {
  const claims = ctx.entities.iccidClaims
  try {
    if (await claims.copied()) {
      await claims.entity
        .put({ iccid: row.iccid, enterpriseId: job.enterpriseId, batchCode: job.batchCode })
        .where(
          ({ iccid, batchCode }, { notExists, eq }) =>
            `${notExists(iccid)} OR ${eq(batchCode, job.batchCode)}`,
        )
        .go()
    } else {
      await committed(
        claims.beforeMove.transaction
          .write(({ iccidClaim, olderClaim }) => [
            ...claimPuts(iccidClaim, job, [row]),
            ...olderChecks(olderClaim, job, [row]),
          ])
          .go(),
      )
    }
    return true
  } catch (error) {
    if (isConditionalFailure(error)) return `ICCID ${row.iccid} already exists`
    throw error
  }
}

/**
 * Gives up a claim the batch took and will not use (a single AC refused by its checks after claiming its
 * ICCID beside them): deleted only while it is still this batch's.
 */
export function releaseClaim(ctx: AppContext, job: Owner, iccid: string): Promise<void> {
  return ctx.entities.iccidClaims.release(job, iccid)
}
