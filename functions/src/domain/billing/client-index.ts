import type { AppContext } from '../../context.ts'
import type { ClientItem } from '../../entities/client.ts'
import { currentPeriod } from './current.ts'

/**
 * Writes an enterprise's row of the admin's client list from what it describes: the enterprise (name,
 * owner, status), the owner's email and the period that runs (else the last one). Called after each write
 * that changes one of these, so the list reads its page from the index alone; idempotent, so calling it
 * again (or for an enterprise made before the index existed) repairs the row. The admins' note is kept.
 */
export async function syncClient(ctx: AppContext, enterpriseId: string): Promise<ClientItem | null> {
  const [{ data: enterprise }, periods] = await Promise.all([
    ctx.entities.enterprise.get({ enterpriseId }).go({ consistent: true }),
    currentPeriod(ctx, enterpriseId, { consistent: true }),
  ])
  if (!enterprise) return null
  const { data: owner } = await ctx.entities.user.get({ userId: enterprise.ownerUserId }).go()
  const period = periods.current ?? periods.latest
  const { data } = await ctx.entities.client
    .upsert({
      enterpriseId,
      createdAt: enterprise.createdAt,
      name: enterprise.name,
      nameKey: enterprise.name.toLowerCase(),
      ownerUserId: enterprise.ownerUserId,
      ownerEmail: (owner?.email ?? '').toLowerCase(),
      status: enterprise.status,
      freeTrial: period?.freeTrial ?? false,
      periodEndsAt: period && period.status === 'ACTIVE' ? period.endsAt : 0,
      ...(period && { plan: period.plan, periodStartedAt: period.startedAt }),
    })
    .go({ response: 'all_new' })
  return data as ClientItem
}

/** An enterprise's row as it is, read through its enterprise record (which holds the row's key). */
export async function clientRow(ctx: AppContext, enterpriseId: string): Promise<ClientItem | null> {
  const { data: enterprise } = await ctx.entities.enterprise.get({ enterpriseId }).go()
  if (!enterprise) return null
  const { data } = await ctx.entities.client.get({ createdAt: enterprise.createdAt, enterpriseId }).go()
  return data ?? (await syncClient(ctx, enterpriseId))
}
