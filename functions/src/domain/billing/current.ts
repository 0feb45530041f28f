import type { AppContext } from '../../context.ts'
import type { SubscriptionItem } from '../../entities/enterprise.ts'

/**
 * The enterprise's subscription periods (the trial and each activated order) and which one runs now: an
 * ACTIVE period that has started and not ended, a paid one before the trial. `ever` tells "expired" from
 * "never subscribed".
 */
export async function currentPeriod(
  ctx: AppContext,
  enterpriseId: string,
): Promise<{ current: SubscriptionItem | null; latest: SubscriptionItem | null; ever: boolean }> {
  const { data } = await ctx.entities.subscription.query.byEnterprise({ enterpriseId }).go({ pages: 'all' })
  const now = ctx.now()
  const running = data
    .filter((s) => s.status === 'ACTIVE' && s.startedAt <= now && now < s.endsAt)
    .sort((a, b) => Number(a.freeTrial) - Number(b.freeTrial) || b.startedAt - a.startedAt)
  const latest = [...data].sort((a, b) => b.endsAt - a.endsAt)[0] ?? null
  return { current: running[0] ?? null, latest, ever: data.length > 0 }
}
