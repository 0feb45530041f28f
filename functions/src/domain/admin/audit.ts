import { monotonicFactory } from 'ulid'
import type { AppContext } from '../../context.ts'
import type { ADMIN_AUDIT_SUBJECTS, AdminAuditItem } from '../../entities/admin-audit.ts'
import type { PlatformAdminActor } from '../actor.ts'

export type AdminAuditSubject = {
  kind: (typeof ADMIN_AUDIT_SUBJECTS)[number]
  id: string
  /** How the log's reader knows it: the enterprise's or the link's name, the ICCID... */
  name?: string
}

export type AdminAction = {
  /** A verb of the subject's own: SUSPEND, REACTIVATE, EXTEND_TRIAL, NOTE, REVOKE, QUEUE_COMMAND... */
  action: string
  subject: AdminAuditSubject
  /** The enterprise concerned, when there is one: the entry also shows in that client's detail. */
  enterpriseId?: string
  before?: string
  after?: string
}

export type AdminAuditEntry = {
  entryId: string
  at: number
  actor: string
  action: string
  subject: AdminAuditSubject
  enterpriseId: string | null
  before: string | null
  after: string | null
}

/** Entries of one millisecond still sort in the order they were made (in this process). */
const entryIdAt = monotonicFactory()

/**
 * Writes an admin action to the platform's audit log: who (the admin's email as it is now), when, what, on
 * which subject, the value before and after. Call it after the action took effect; a failed action leaves
 * no entry.
 */
export async function recordAdminAction(ctx: AppContext, admin: PlatformAdminActor, entry: AdminAction) {
  const at = ctx.now()
  await ctx.entities.adminAudit
    .create({
      entryId: entryIdAt(at),
      at,
      actor: admin.email,
      actorUserId: admin.userId,
      action: entry.action,
      subjectKind: entry.subject.kind,
      subjectId: entry.subject.id,
      ...(entry.subject.name !== undefined && { subjectName: entry.subject.name }),
      ...(entry.enterpriseId !== undefined && { enterpriseId: entry.enterpriseId }),
      ...(entry.before !== undefined && { before: entry.before }),
      ...(entry.after !== undefined && { after: entry.after }),
    })
    .go()
}

/**
 * A page of the audit log, newest first: every entry, or one enterprise's. Reads the entries up to the
 * page's end, one more to know whether another page follows (admin actions are a few a day).
 */
export async function adminAuditPage(
  ctx: AppContext,
  _admin: PlatformAdminActor,
  input: { pageNum: number; pageSize: number; enterpriseId?: string },
) {
  const skip = (input.pageNum - 1) * input.pageSize
  const count = skip + input.pageSize + 1
  const { data } = input.enterpriseId
    ? await ctx.entities.adminAudit.query
        .byEnterprise({ enterpriseId: input.enterpriseId })
        .go({ order: 'desc', count })
    : await ctx.entities.adminAudit.query.byTime({}).go({ order: 'desc', count })
  return {
    list: data.slice(skip, skip + input.pageSize).map(auditEntry),
    hasMore: data.length > skip + input.pageSize,
    pageNum: input.pageNum,
    pageSize: input.pageSize,
  }
}

function auditEntry(e: AdminAuditItem): AdminAuditEntry {
  return {
    entryId: e.entryId,
    at: e.at,
    actor: e.actor,
    action: e.action,
    subject: { kind: e.subjectKind, id: e.subjectId, ...(e.subjectName && { name: e.subjectName }) },
    enterpriseId: e.enterpriseId === '-' ? null : e.enterpriseId,
    before: e.before ?? null,
    after: e.after ?? null,
  }
}
