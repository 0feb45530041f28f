import { RENEWAL_WAIT_HOURS } from '@simlessly/shared'
import type { AppContext } from '../../context.ts'
import type { SubscriptionItem } from '../../entities/enterprise.ts'

const RENEWAL_WAIT_MS = RENEWAL_WAIT_HOURS * 60 * 60 * 1000

/**
 * A paid period that renews by card stays usable while the provider's renewal charge is on its way (it is
 * made at the period's end and settles within the hour), so devices and generation do not stop for it.
 */
export function usableUntil(s: SubscriptionItem): number {
  return !s.freeTrial && s.autoRenew ? s.endsAt + RENEWAL_WAIT_MS : s.endsAt
}

/**
 * The enterprise's subscription periods (the trial and each activated order, all of them in `periods`) and
 * which one runs now: an ACTIVE period that has started and not ended, a paid one before the trial. `ever`
 * tells "expired" from "never subscribed".
 */
export async function currentPeriod(
  ctx: AppContext,
  enterpriseId: string,
  options: { consistent?: boolean } = {},
): Promise<{
  current: SubscriptionItem | null
  latest: SubscriptionItem | null
  ever: boolean
  periods: SubscriptionItem[]
}> {
  const { data } = await ctx.entities.subscription.query
    .byEnterprise({ enterpriseId })
    .go({ pages: 'all', consistent: options.consistent ?? false })
  const now = ctx.now()
  const running = data
    .filter((s) => s.status === 'ACTIVE' && s.startedAt <= now && now < usableUntil(s))
    .sort((a, b) => Number(a.freeTrial) - Number(b.freeTrial) || b.startedAt - a.startedAt)
  const latest = [...data].sort((a, b) => b.endsAt - a.endsAt)[0] ?? null
  return { current: running[0] ?? null, latest, ever: data.length > 0, periods: data }
}
