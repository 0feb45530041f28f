import { EMPTY_VALUE, type Group } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { ulid } from 'ulid'
import { AppError } from '../app-error.ts'
import type { AppContext } from '../context.ts'
import { type TenantActor, userIdOf } from './actor.ts'
import { FLEET_COUNTERS, readCounters } from './counter.ts'
import { applyProfileChanges } from './fleet/profile-changes.ts'
import { fleetMatches, queryFleet } from './fleet/query.ts'
import { pageOf } from './paging.ts'

async function allGroups(ctx: AppContext, enterpriseId: string) {
  const { data } = await ctx.entities.group.query.byEnterprise({ enterpriseId }).go({ pages: 'all' })
  return data
}

async function withCounts(
  ctx: AppContext,
  enterpriseId: string,
  groups: Awaited<ReturnType<typeof allGroups>>,
) {
  const counts = await readCounters(
    ctx,
    enterpriseId,
    groups.map((g) => FLEET_COUNTERS.group(g.groupId)),
  )
  return groups.map(
    (g): Group => ({
      groupId: g.groupId,
      name: g.name,
      count: counts.get(FLEET_COUNTERS.group(g.groupId)) ?? 0,
      createdAt: g.createdAt,
    }),
  )
}

/** Groups, newest first, with how many profiles each holds; a keyword matches names anywhere. */
export async function listGroups(
  ctx: AppContext,
  actor: TenantActor,
  input: { keyword?: string | undefined; pageNum: number; pageSize: number },
) {
  const keyword = input.keyword?.toLowerCase()
  const matching = (await allGroups(ctx, actor.enterpriseId))
    .filter((g) => !keyword || g.name.toLowerCase().includes(keyword))
    .sort((a, b) => b.createdAt - a.createdAt)
  const page = pageOf(matching, input)
  return { ...page, list: await withCounts(ctx, actor.enterpriseId, page.list) }
}

export async function groupOptions(ctx: AppContext, actor: TenantActor) {
  return (await allGroups(ctx, actor.enterpriseId))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((g) => ({ groupId: g.groupId, name: g.name }))
}

async function requireUniqueName(ctx: AppContext, enterpriseId: string, name: string, except?: string) {
  const taken = (await allGroups(ctx, enterpriseId)).some(
    (g) => g.groupId !== except && g.name.toLowerCase() === name.toLowerCase(),
  )
  if (taken) throw new AppError(ErrorCode.CONFLICT, `A group named "${name}" already exists`)
}

export async function addGroup(ctx: AppContext, actor: TenantActor, input: { name: string }): Promise<Group> {
  await requireUniqueName(ctx, actor.enterpriseId, input.name)
  const group = {
    enterpriseId: actor.enterpriseId,
    groupId: ulid(ctx.now()),
    name: input.name,
    createdBy: userIdOf(actor),
    createdAt: ctx.now(),
  }
  await ctx.entities.group.create(group).go()
  return { groupId: group.groupId, name: group.name, count: 0, createdAt: group.createdAt }
}

async function getGroup(ctx: AppContext, enterpriseId: string, groupId: string) {
  const { data } = await ctx.entities.group.get({ enterpriseId, groupId }).go()
  if (!data) throw AppError.notFound('This group does not exist (any more)')
  return data
}

export async function renameGroup(
  ctx: AppContext,
  actor: TenantActor,
  input: { groupId: string; name: string },
) {
  await getGroup(ctx, actor.enterpriseId, input.groupId)
  await requireUniqueName(ctx, actor.enterpriseId, input.name, input.groupId)
  await ctx.entities.group
    .patch({ enterpriseId: actor.enterpriseId, groupId: input.groupId })
    .set({ name: input.name })
    .go()
  const [group] = await withCounts(ctx, actor.enterpriseId, [
    await getGroup(ctx, actor.enterpriseId, input.groupId),
  ])
  if (!group) throw AppError.notFound('This group does not exist (any more)')
  return group
}

/** Deletes a group; its profiles stay in the fleet and leave the group in the background. */
export async function deleteGroup(ctx: AppContext, actor: TenantActor, input: { groupId: string }) {
  await getGroup(ctx, actor.enterpriseId, input.groupId)
  await ctx.entities.group.delete({ enterpriseId: actor.enterpriseId, groupId: input.groupId }).go()
  await ctx.queue.enqueue([
    { type: 'group.release', enterpriseId: actor.enterpriseId, groupId: input.groupId },
  ])
  return null
}

/** The group.release job: every profile still in the deleted group leaves it (a retry finds fewer). */
export async function releaseGroup(ctx: AppContext, ref: { enterpriseId: string; groupId: string }) {
  const query = { groupId: ref.groupId, sortBy: 'createdAt', sortOrder: 'asc' } as const
  for await (const page of fleetMatches(ctx, ref.enterpriseId, query)) {
    const changes = page
      .filter((p) => p.groupId === ref.groupId)
      .map((p) => ({
        before: p,
        remove: ['groupId' as const],
        log: { action: 'GROUP' as const, before: 'A deleted group', after: EMPTY_VALUE },
      }))
    await applyProfileChanges(ctx, 'System (group deleted)', changes)
  }
}

export async function groupProfiles(
  ctx: AppContext,
  actor: TenantActor,
  input: { groupId: string; pageNum: number; pageSize: number },
) {
  await getGroup(ctx, actor.enterpriseId, input.groupId)
  const { items, total } = await queryFleet(
    ctx,
    actor.enterpriseId,
    { groupId: input.groupId, sortBy: 'createdAt', sortOrder: 'desc' },
    input,
  )
  return {
    list: items.map((p) => ({
      iccid: p.iccid,
      imsi: p.imsi,
      ...(p.eid && { eid: p.eid }),
      status: p.status,
      ...(p.notes && { notes: p.notes }),
      createdAt: p.createdAt,
    })),
    total,
    pageNum: input.pageNum,
    pageSize: input.pageSize,
  }
}
