import type { ClientListQuery, ClientRow } from '@simlessly/shared'
import { clientListQuerySchema } from '@simlessly/shared'
import type { AppContext } from '../../../context.ts'
import type { ClientItem } from '../../../entities/client.ts'
import { quotaPeriod } from '../../billing/subscription.ts'
import { CLIENT_COUNTERS, FLEET_COUNTERS, readCounters } from '../../counter.ts'
import { ENTERPRISES_COUNTER, PLATFORM_SCOPE } from '../../stat/record.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * A page of the admin's clients from the client index: one query of the index for the page (the rows
 * before it skipped reading their keys only), the total from the platform's count of enterprises when
 * nothing filters (read beside the page), else a COUNT of the matches; then the page's rows' counters, in
 * one batch read.
 */
export async function listClients(ctx: AppContext, query: ClientListQuery) {
  const input = clientListQuerySchema.parse(query)
  const now = ctx.now()
  const needle = input.q?.toLowerCase()
  const planCode = input.plan === 'TRIAL' || input.plan === 'NONE' ? undefined : input.plan
  // A status in creation order reads its own partition; sorted by name, the name index with a filter.
  const byStatus = input.status && input.sort !== 'name'
  const index = byStatus
    ? ctx.entities.client.query.byStatus({ status: input.status as NonNullable<typeof input.status> })
    : input.sort === 'name'
      ? ctx.entities.client.query.byName({})
      : ctx.entities.client.query.byCreated({})
  const filtered = index.where((a, { eq, contains, gt, lte, notExists }) => {
    const parts: string[] = []
    if (input.status && !byStatus) parts.push(eq(a.status, input.status))
    if (needle) parts.push(`(${contains(a.nameKey, needle)} OR ${contains(a.ownerEmail, needle)})`)
    if (input.plan === 'NONE') parts.push(`(${notExists(a.periodEndsAt)} OR ${lte(a.periodEndsAt, now)})`)
    else if (input.plan === 'TRIAL') parts.push(`${eq(a.freeTrial, true)} AND ${gt(a.periodEndsAt, now)}`)
    else if (planCode) {
      parts.push(
        `${eq(a.plan, planCode as string)} AND ${eq(a.freeTrial, false)} AND ${gt(a.periodEndsAt, now)}`,
      )
    }
    return parts.join(' AND ')
  })
  const unfiltered = !input.status && !needle && !input.plan
  const params = filtered.params({ order: input.order })
  const { items, total } = unfiltered
    ? await ctx.entities.clientPages.pageBeside(
        params,
        input,
        readCounters(ctx, PLATFORM_SCOPE, [ENTERPRISES_COUNTER]).then((c) => c.get(ENTERPRISES_COUNTER) ?? 0),
      )
    : await ctx.entities.clientPages.page(params, input)
  return { list: await clientRows(ctx, items), total, pageNum: input.pageNum, pageSize: input.pageSize }
}

/**
 * The rows of a page: each client's columns, with its members, profiles and the period's downloads read
 * from its counters, one batch read for the whole page (three counters a row, moved by the writes they
 * count: `CLIENT_COUNTERS`, the fleet's total).
 */
export async function clientRows(ctx: AppContext, items: ClientItem[]): Promise<ClientRow[]> {
  const now = ctx.now()
  const plans = items.map((item) => {
    const running = (item.periodEndsAt ?? 0) > now && (item.periodStartedAt ?? now) <= now
    const period =
      running && item.periodStartedAt !== undefined
        ? quotaPeriod(
            {
              freeTrial: item.freeTrial ?? false,
              startedAt: item.periodStartedAt,
              endsAt: item.periodEndsAt ?? 0,
            },
            now,
          )
        : null
    return { item, running, downloads: period ? CLIENT_COUNTERS.downloads(period.start) : null }
  })
  const keys = plans.flatMap(({ item, downloads }) =>
    [FLEET_COUNTERS.all, CLIENT_COUNTERS.members, ...(downloads ? [downloads] : [])].map((name) => ({
      enterpriseId: item.enterpriseId,
      name,
    })),
  )
  const counters = keys.length ? await ctx.entities.counter.get(keys).go({ concurrency: 4 }) : { data: [] }
  const counts = new Map(counters.data.map((c) => [`${c.enterpriseId}#${c.name}`, Math.max(0, c.count)]))
  const countOf = (enterpriseId: string, name: string | null) =>
    name ? (counts.get(`${enterpriseId}#${name}`) ?? 0) : 0
  return plans.map(({ item, running, downloads }) => ({
    enterpriseId: item.enterpriseId,
    name: item.name,
    ownerEmail: item.ownerEmail,
    status: item.status,
    plan: running ? (item.plan ?? null) : null,
    freeTrial: running && Boolean(item.freeTrial),
    trialDaysLeft: running && item.freeTrial ? Math.ceil(((item.periodEndsAt ?? 0) - now) / DAY_MS) : null,
    periodEndsAt: running ? (item.periodEndsAt ?? null) : null,
    members: countOf(item.enterpriseId, CLIENT_COUNTERS.members),
    profiles: countOf(item.enterpriseId, FLEET_COUNTERS.all),
    downloads: countOf(item.enterpriseId, downloads),
    createdAt: item.createdAt,
  }))
}
