import type { ClientListQuery, ClientRow } from '@simlessly/shared'
import { clientListQuerySchema } from '@simlessly/shared'
import type { AppContext } from '../../../context.ts'
import type { ClientItem } from '../../../entities/client.ts'
import { daysOf, quotaPeriod } from '../../billing/subscription.ts'
import { dayCounter, FLEET_COUNTERS, readCounters } from '../../counter.ts'
import { ENTERPRISES_COUNTER, PLATFORM_SCOPE } from '../../stat/record.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * A page of the admin's clients from the client index: one query of the index for the page (the rows
 * before it skipped reading their keys only), the total from the platform's count of enterprises when
 * nothing filters, else a COUNT of the matches. Only the page's rows are then counted: members, profiles
 * and the period's downloads, read per row at once.
 */
export async function listClients(ctx: AppContext, query: ClientListQuery) {
  const input = clientListQuerySchema.parse(query)
  const now = ctx.now()
  const needle = input.q?.toLowerCase()
  const planCode = input.plan === 'TRIAL' || input.plan === 'NONE' ? undefined : input.plan
  const index =
    input.sort === 'name' ? ctx.entities.client.query.byName({}) : ctx.entities.client.query.byCreated({})
  const filtered = index.where((a, { eq, contains, gt, lte, notExists }) => {
    const parts: string[] = []
    if (input.status) parts.push(eq(a.status, input.status))
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
  const known = unfiltered
    ? ((await readCounters(ctx, PLATFORM_SCOPE, [ENTERPRISES_COUNTER])).get(ENTERPRISES_COUNTER) ?? 0)
    : undefined
  const { items, total } = await ctx.entities.clientPages.page(
    filtered.params({ order: input.order }),
    input,
    known,
  )
  return { list: await clientRows(ctx, items), total, pageNum: input.pageNum, pageSize: input.pageSize }
}

/**
 * The rows of a page: each client's columns, with its members, profiles and downloads counted. The page's
 * counters (profiles, the period's days) are one batch read for all its rows; the members one query each.
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
    return { item, running, days: period ? daysOf(period).map((at) => dayCounter('downloads', at)) : [] }
  })
  const keys = plans.flatMap(({ item, days }) =>
    [FLEET_COUNTERS.all, ...days].map((name) => ({ enterpriseId: item.enterpriseId, name })),
  )
  const [counters, members] = await Promise.all([
    keys.length ? ctx.entities.counter.get(keys).go({ concurrency: 8 }) : { data: [] },
    Promise.all(
      items.map((item) =>
        ctx.entities.membership.query.byEnterprise({ enterpriseId: item.enterpriseId }).go({ pages: 'all' }),
      ),
    ),
  ])
  const counts = new Map(counters.data.map((c) => [`${c.enterpriseId}#${c.name}`, Math.max(0, c.count)]))
  const countOf = (enterpriseId: string, name: string) => counts.get(`${enterpriseId}#${name}`) ?? 0
  return plans.map(({ item, running, days }, i) => ({
    enterpriseId: item.enterpriseId,
    name: item.name,
    ownerEmail: item.ownerEmail,
    status: item.status,
    plan: running ? (item.plan ?? null) : null,
    freeTrial: running && Boolean(item.freeTrial),
    trialDaysLeft: running && item.freeTrial ? Math.ceil(((item.periodEndsAt ?? 0) - now) / DAY_MS) : null,
    periodEndsAt: running ? (item.periodEndsAt ?? null) : null,
    members: (members[i]?.data ?? []).filter((m) => m.status === 'ACTIVE').length,
    profiles: countOf(item.enterpriseId, FLEET_COUNTERS.all),
    downloads: days.reduce((sum, name) => sum + countOf(item.enterpriseId, name), 0),
    createdAt: item.createdAt,
  }))
}
