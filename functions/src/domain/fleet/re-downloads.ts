import { addDays, type ReDownloadAllowance, reDownloadLimitMessage } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import type { SubscriptionItem } from '../../entities/enterprise.ts'
import type { ProfileItem } from '../../entities/profile.ts'
import { isConditionalFailure } from '../../entities/transaction.ts'
import { enterpriseTimeZone } from '../billing/billing-details.ts'
import { getPlan } from '../billing/catalogue.ts'
import { currentPeriod } from '../billing/current.ts'
import { zoneOf } from '../stat/read.ts'

/**
 * A plan's re-downloads per month (`reDownloadsPerMonth`), enforced where the console can: a real SM-DP+
 * is not the console's, which learns of downloads only afterwards, but every further download of a profile
 * needs the console to order the profile again (a re-generate, which gives a new AC, or an EID push). So a
 * re-download is such a new order for a profile that has been downloaded since its last one (its status
 * is past RELEASED): it gives that profile one more download. Re-ordering a profile still waiting for its
 * download (RELEASED) gives it no download more and is not counted. Each re-download is claimed on a counter
 * per profile and calendar month of the enterprise's time zone, by a conditional ADD before the SM-DP+ is
 * called, so two at once cannot pass the limit; one the SM-DP+ then refuses is given back.
 */

/** The month's allowance of the enterprise's plan; `used` and `left` are filled per profile. */
export type MonthAllowance = Omit<ReDownloadAllowance, 'used' | 'left'>

const counterName = (iccid: string, month: string) => `redownloads#${iccid}#${month}`

/** The first day of the month after `month` (`YYYY-MM`). */
function nextMonthStart(month: string): string {
  return addDays(`${month}-28`, 4).slice(0, 7).concat('-01')
}

/** A plan's re-downloads and the enterprise's current month, in its time zone. */
export async function monthAllowance(
  ctx: AppContext,
  enterpriseId: string,
  planCode: SubscriptionItem['plan'],
): Promise<MonthAllowance> {
  const [plan, timeZone] = await Promise.all([getPlan(ctx, planCode), enterpriseTimeZone(ctx, enterpriseId)])
  const zone = zoneOf(timeZone)
  const month = zone.dayOf(ctx.now()).slice(0, 7)
  return {
    planName: plan.name,
    limit: plan.reDownloadsPerMonth,
    month,
    resetsOn: nextMonthStart(month),
    timeZone: zone.name,
  }
}

/** What the profile may still be re-downloaded this month on the running plan; null without one. */
export async function reDownloadsLeft(
  ctx: AppContext,
  profile: Pick<ProfileItem, 'enterpriseId' | 'iccid'>,
): Promise<ReDownloadAllowance | null> {
  const { current } = await currentPeriod(ctx, profile.enterpriseId)
  if (!current) return null
  return profileAllowance(ctx, profile, await monthAllowance(ctx, profile.enterpriseId, current.plan))
}

/** How many of the month's re-downloads a profile used, and how many are left. */
export async function profileAllowance(
  ctx: AppContext,
  profile: Pick<ProfileItem, 'enterpriseId' | 'iccid'>,
  month: MonthAllowance,
): Promise<ReDownloadAllowance> {
  const { data } = await ctx.entities.counter
    .get({ enterpriseId: profile.enterpriseId, name: counterName(profile.iccid, month.month) })
    .go()
  const used = Math.max(0, data?.count ?? 0)
  return { ...month, used, left: Math.max(0, month.limit - used) }
}

/** Whether re-ordering the profile gives it another download (it was downloaded since its last order). */
export const isReDownload = (profile: Pick<ProfileItem, 'status'>) => profile.status !== 'RELEASED'

/**
 * Claims one of the month's re-downloads for a profile about to be ordered again, or refuses with the
 * plan's limit and what is left. Returns how to give it back (the SM-DP+ refused the new order); nothing
 * to give back when the new order is not a re-download.
 */
export async function claimReDownload(
  ctx: AppContext,
  profile: Pick<ProfileItem, 'enterpriseId' | 'iccid' | 'status'>,
  month: MonthAllowance,
): Promise<() => Promise<void>> {
  if (!isReDownload(profile)) return async () => {}
  const refusal = () =>
    new AppError(ErrorCode.REDOWNLOAD_LIMIT, reDownloadLimitMessage(profile.iccid, { ...month, left: 0 }))
  if (month.limit <= 0) throw refusal()
  const key = { enterpriseId: profile.enterpriseId, name: counterName(profile.iccid, month.month) }
  try {
    await ctx.entities.counter
      .update(key)
      .add({ count: 1 })
      .where(({ count }, { notExists, lt }) => `${notExists(count)} OR ${lt(count, month.limit)}`)
      .go()
  } catch (error) {
    if (!isConditionalFailure(error)) throw error
    throw refusal()
  }
  return async () => {
    await ctx.entities.counter.update(key).add({ count: -1 }).go()
  }
}
