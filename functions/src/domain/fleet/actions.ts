import { EMPTY_VALUE, type SelectionResult } from '@simlessly/shared'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import type { TenantActor } from '../actor.ts'
import { changeSelection } from './selection.ts'

const text = (value: string | undefined) => (value ? value : EMPTY_VALUE)

export function setNotes(ctx: AppContext, actor: TenantActor, input: { iccids: string[]; notes: string }) {
  return changeSelection(ctx, actor, input.iccids, (p) => {
    if ((p.notes ?? '') === input.notes) return null
    return {
      before: p,
      ...(input.notes ? { set: { notes: input.notes } } : { remove: ['notes'] }),
      log: { action: 'NOTES', before: text(p.notes), after: text(input.notes) },
    }
  })
}

export function setProtection(
  ctx: AppContext,
  actor: TenantActor,
  input: { iccids: string[]; protected: boolean },
) {
  const label = (on: boolean | undefined) => (on ? 'Protected' : 'Not protected')
  return changeSelection(ctx, actor, input.iccids, (p) => {
    if ((p.protected ?? false) === input.protected) return null
    return {
      before: p,
      set: { protected: input.protected },
      log: { action: 'PROTECTION', before: label(p.protected), after: label(input.protected) },
    }
  })
}

export async function moveToGroup(
  ctx: AppContext,
  actor: TenantActor,
  input: { iccids: string[]; groupId: string | null },
): Promise<SelectionResult> {
  const groups = new Map(
    (
      await ctx.entities.group.query.byEnterprise({ enterpriseId: actor.enterpriseId }).go({ pages: 'all' })
    ).data.map((g) => [g.groupId, g.name]),
  )
  const target = input.groupId
  if (target !== null && !groups.has(target)) throw AppError.notFound('This group does not exist (any more)')
  const nameOf = (groupId: string | undefined) => (groupId && groups.get(groupId)) || EMPTY_VALUE
  return changeSelection(ctx, actor, input.iccids, (p) => {
    if ((p.groupId ?? null) === target) return null
    return {
      before: p,
      ...(target === null ? { remove: ['groupId'] } : { set: { groupId: target } }),
      log: { action: 'GROUP', before: nameOf(p.groupId), after: nameOf(target ?? undefined) },
    }
  })
}
