import pMap from 'p-map'
import type { AppContext } from '../../context.ts'
import { iccidClaimKeys } from '../../entities/iccid-claim.ts'
import { templatedPuts } from '../../entities/templated-puts.ts'
import { committed, inGroups, isConditionalFailure, TRANSACTION_ITEMS } from '../../entities/transaction.ts'
import type { ReserveJob, ValidRow } from './reservation.ts'

/** Claims per transaction run side by side. */
const CLAIM_CONCURRENCY = 16

/**
 * Claims every row's ICCID: true, or the reason it cannot be used. Claims go in transactions of 100 (one
 * request each), a group of one as a conditional put; a transaction refused because some ICCID is taken is
 * redone row by row to name it.
 */
export async function claimAll(ctx: AppContext, job: ReserveJob): Promise<(true | string)[]> {
  const results = await pMap(
    inGroups(job.rows, TRANSACTION_ITEMS),
    async (group) => {
      // One row (a single AC): a conditional put, one request whether it is refused or not, where a
      // transaction costs more and, refused, is redone row by row to name the ICCID.
      if (group.length === 1 && group[0]) return [await claim(ctx, job, group[0])]
      try {
        await committed(
          ctx.entities.claimService.transaction
            .write(({ iccidClaim }) =>
              // Built as the first is (ElectroDB's building of each costs more than its write).
              templatedPuts(
                (claim) =>
                  iccidClaim
                    .put(claim)
                    .where(
                      ({ iccid, batchCode }, { notExists, eq }) =>
                        `${notExists(iccid)} OR ${eq(batchCode, job.batchCode)}`,
                    )
                    .commit(),
                group.map((row) => ({
                  iccid: row.iccid,
                  enterpriseId: job.enterpriseId,
                  batchCode: job.batchCode,
                })),
                iccidClaimKeys,
              ),
            )
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

/** Claims one row's ICCID for the batch (a conditional put): true, or the reason it cannot be used. */
export async function claim(
  ctx: AppContext,
  job: Pick<ReserveJob, 'enterpriseId' | 'batchCode'>,
  row: Pick<ValidRow, 'iccid'>,
): Promise<true | string> {
  try {
    await ctx.entities.iccidClaim
      .put({ iccid: row.iccid, enterpriseId: job.enterpriseId, batchCode: job.batchCode })
      .where(
        ({ iccid, batchCode }, { notExists, eq }) => `${notExists(iccid)} OR ${eq(batchCode, job.batchCode)}`,
      )
      .go()
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
export async function releaseClaim(
  ctx: AppContext,
  job: Pick<ReserveJob, 'enterpriseId' | 'batchCode'>,
  iccid: string,
): Promise<void> {
  try {
    await ctx.entities.iccidClaim
      .delete({ iccid })
      .where(
        (attr, { eq }) =>
          `${eq(attr.enterpriseId, job.enterpriseId)} AND ${eq(attr.batchCode, job.batchCode)}`,
      )
      .go()
  } catch (error) {
    if (!isConditionalFailure(error)) throw error
  }
}
