import type { TeamAuditEntry } from '@simlessly/shared'
import type { AppContext } from '../../context.ts'
import type { MemberActor } from '../actor.ts'
import { readCounters } from '../counter.ts'
import { TEAM_AUDIT_COUNTER } from './team-change.ts'

/**
 * A page of the team's audit, newest first. The total is the counter moved with every entry; the entries
 * up to the page's end are read (a team changes a few times a day, so deep pages stay cheap).
 */
export async function listTeamAudit(
  ctx: AppContext,
  actor: MemberActor,
  page: { pageNum: number; pageSize: number },
) {
  const enterpriseId = actor.enterpriseId
  const skip = (page.pageNum - 1) * page.pageSize
  const [counts, { data }] = await Promise.all([
    readCounters(ctx, enterpriseId, [TEAM_AUDIT_COUNTER]),
    ctx.entities.teamAudit.query
      .byEnterprise({ enterpriseId })
      .go({ order: 'desc', count: skip + page.pageSize }),
  ])
  const list = data.slice(skip).map(
    (e): TeamAuditEntry => ({
      entryId: e.entryId,
      at: e.at,
      actor: e.actor,
      action: e.action,
      target: e.target,
      ...(e.before !== undefined && { before: e.before }),
      ...(e.after !== undefined && { after: e.after }),
    }),
  )
  return { list, total: counts.get(TEAM_AUDIT_COUNTER) ?? 0, pageNum: page.pageNum, pageSize: page.pageSize }
}
