import type {
  Campaign,
  CampaignAction,
  CampaignPreview,
  CampaignStatus,
  CampaignTarget,
  CampaignTargetStatus,
} from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { ulid } from 'ulid'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import { type TenantActor, type TenantCaller, userIdOf } from '../actor.ts'
import { requireSubscription } from '../billing/entitlement.ts'
import { pageOf } from '../paging.ts'
import { requireActionPermission } from './controls.ts'
import { position, presentCampaign, queueStep, requireCampaign } from './records.ts'
import { currentTargets, skipsWithoutEid } from './targets.ts'

/**
 * Creates a campaign over a group or a list of ICCIDs, SCHEDULED, and queues its first step for its start
 * time; the targets are written when it starts. An EID push campaign needs a plan with EID push now.
 */
export async function addCampaign(
  ctx: AppContext,
  actor: TenantCaller,
  input: {
    name: string
    action: CampaignAction
    groupId?: string | undefined
    iccids?: string[] | undefined
    startAt?: number | undefined
    smdsAddress?: string | undefined
  },
): Promise<Campaign> {
  requireActionPermission(actor, input.action)
  // Every push would be refused: said now, as the console's lock says it, not target by target later.
  if (input.action === 'EID_PUSH') {
    await requireSubscription(ctx, actor.enterpriseId, {
      feature: 'EID_PUSH',
      refusal: ErrorCode.EID_PUSH_NOT_ALLOWED,
    })
  }
  if (input.groupId) await requireGroup(ctx, actor, input.groupId)
  const now = ctx.now()
  const record = {
    enterpriseId: actor.enterpriseId,
    campaignId: ulid(now),
    name: input.name,
    action: input.action,
    status: 'SCHEDULED' as const,
    ...(input.groupId && { groupId: input.groupId }),
    ...(input.iccids && { iccids: [...new Set(input.iccids)], total: new Set(input.iccids).size }),
    ...(input.smdsAddress && { smdsAddress: input.smdsAddress }),
    startAt: Math.max(now, input.startAt ?? now),
    runId: ulid(now),
    createdBy: userIdOf(actor),
    createdAt: now,
  }
  await ctx.entities.campaign.create(record).go()
  await ctx.entities.activeCampaign
    .put({ enterpriseId: record.enterpriseId, campaignId: record.campaignId })
    .go()
  await queueStep(ctx, record, record.startAt - now)
  return presentCampaign(ctx, await requireCampaign(ctx, record))
}

async function requireGroup(ctx: AppContext, actor: TenantActor, groupId: string) {
  const { data } = await ctx.entities.group.get({ enterpriseId: actor.enterpriseId, groupId }).go()
  if (!data) throw AppError.notFound('This group does not exist (any more)')
}

/**
 * What a campaign over a group or a selection would reach if it started now, for the create dialog: how
 * many targets, and how many of them are profiles without an EID, which an EID push skips. The targets
 * are read again when the campaign starts.
 */
export async function previewCampaign(
  ctx: AppContext,
  actor: TenantActor,
  input: { groupId?: string | undefined; iccids?: string[] | undefined },
): Promise<CampaignPreview> {
  if (input.groupId) await requireGroup(ctx, actor, input.groupId)
  const targets = await currentTargets(ctx, actor.enterpriseId, input)
  return { total: targets.length, withoutEid: targets.filter((t) => skipsWithoutEid('EID_PUSH', t)).length }
}

export async function campaignInfo(ctx: AppContext, actor: TenantActor, input: { campaignId: string }) {
  const ref = { enterpriseId: actor.enterpriseId, campaignId: input.campaignId }
  return presentCampaign(ctx, await requireCampaign(ctx, ref))
}

/** Campaigns, newest first; a keyword matches names anywhere. */
export async function listCampaigns(
  ctx: AppContext,
  actor: TenantActor,
  input: {
    keyword?: string | undefined
    status?: CampaignStatus | undefined
    pageNum: number
    pageSize: number
  },
) {
  const { data } = await ctx.entities.campaign.query
    .byEnterprise({ enterpriseId: actor.enterpriseId })
    .go({ order: 'desc', pages: 'all' })
  const keyword = input.keyword?.toLowerCase()
  const matching = data
    .filter((c) => !input.status || c.status === input.status)
    .filter((c) => !keyword || c.name.toLowerCase().includes(keyword))
  const page = pageOf(matching, input)
  return { ...page, list: await Promise.all(page.list.map((c) => presentCampaign(ctx, c))) }
}

/** A page of a campaign's targets in their order, optionally of one status. */
export async function campaignTargets(
  ctx: AppContext,
  actor: TenantActor,
  input: { campaignId: string; status?: CampaignTargetStatus | undefined; pageNum: number; pageSize: number },
) {
  const campaign = await requireCampaign(ctx, {
    enterpriseId: actor.enterpriseId,
    campaignId: input.campaignId,
  })
  const query = ctx.entities.campaignTarget.query.byCampaign({
    enterpriseId: actor.enterpriseId,
    campaignId: input.campaignId,
  })
  if (!input.status) {
    // Targets are numbered in order, so a page is a key range and the campaign holds the total.
    const first = (input.pageNum - 1) * input.pageSize
    const { data } = await query
      .between({ position: position(first) }, { position: position(first + input.pageSize - 1) })
      .go({ pages: 'all' })
    return {
      list: data.map(presentTarget),
      total: campaign.total,
      pageNum: input.pageNum,
      pageSize: input.pageSize,
    }
  }
  const { data } = await query
    .where(({ status }, { eq }) => eq(status, input.status ?? ''))
    .go({ pages: 'all' })
  const page = pageOf(data, input)
  return { ...page, list: page.list.map(presentTarget) }
}

function presentTarget(t: {
  iccid: string
  eid?: string | undefined
  status: CampaignTargetStatus
  reason?: string | undefined
  at?: number | undefined
}): CampaignTarget {
  return {
    iccid: t.iccid,
    ...(t.eid && { eid: t.eid }),
    status: t.status,
    ...(t.reason && { reason: t.reason }),
    ...(t.at && { at: t.at }),
  }
}
