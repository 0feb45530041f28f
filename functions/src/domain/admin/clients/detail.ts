import type { ClientDetail } from '@simlessly/shared'
import { AppError } from '../../../app-error.ts'
import type { AppContext } from '../../../context.ts'
import { displayName } from '../../actor.ts'
import { clientRow } from '../../billing/client-index.ts'
import { subscriptionView } from '../../billing/subscription.ts'
import { getSiteTheme } from '../../brand.ts'
import { resolveRole } from '../../enterprise.ts'
import {
  ALL_METRIC_CODES,
  dailyRows,
  metricsOf,
  readKind,
  requirePast,
  sumByDay,
  totalOf,
  zoneOf,
} from '../../stat/read.ts'
import { clientRows } from './list.ts'

/** One client as the admin's detail shows it: its row, the note, the subscription and its timeline, members. */
export async function clientDetail(ctx: AppContext, enterpriseId: string): Promise<ClientDetail> {
  const item = await clientRow(ctx, enterpriseId)
  if (!item) throw AppError.notFound('This client does not exist')
  const [[row], subscription, memberList] = await Promise.all([
    clientRows(ctx, [item]),
    getSiteTheme(ctx, undefined).then(({ appName }) =>
      subscriptionView(ctx, { enterpriseId, appName, canBuy: false }),
    ),
    membersOf(ctx, enterpriseId),
  ])
  if (!row) throw AppError.notFound('This client does not exist')
  return { ...row, note: item.note ?? '', subscription, memberList }
}

async function membersOf(ctx: AppContext, enterpriseId: string) {
  const [memberships, roles] = await Promise.all([
    ctx.entities.membership.query.byEnterprise({ enterpriseId }).go({ pages: 'all' }),
    ctx.entities.role.query.byEnterprise({ enterpriseId }).go({ pages: 'all' }),
  ])
  const keys = memberships.data.map((m) => ({ userId: m.userId }))
  const users = keys.length > 0 ? (await ctx.entities.user.get(keys).go()).data : []
  const byId = new Map(users.map((u) => [u.userId, u]))
  return memberships.data.map((m) => {
    const user = byId.get(m.userId)
    const stored = roles.data.find((r) => r.roleId === m.roleId)
    return {
      userId: m.userId,
      name: displayName(user),
      email: user?.email ?? '',
      roleName: resolveRole(m.roleId, stored)?.name ?? '',
      status: m.status,
      joinedAt: m.joinedAt,
    }
  })
}

/** A client's daily figures over a range of days: the insights' counts of that tenant, as its dashboard reads them. */
export async function clientUsage(
  ctx: AppContext,
  input: { enterpriseId: string; from: string; to: string; timeZone?: string | undefined },
) {
  const zone = zoneOf(input.timeZone)
  const range = { from: input.from, to: input.to }
  requirePast(ctx, range, zone)
  const items = await readKind(ctx, { scope: input.enterpriseId, kind: 'all', range })
  const byDay = sumByDay(items, zone, range, ALL_METRIC_CODES).get('all')
  return { timeZone: zone.name, ...range, days: dailyRows(byDay, range), totals: metricsOf(totalOf(byDay)) }
}
