import {
  CAMPAIGN_TARGETS_MAX,
  type Campaign,
  type CampaignAction,
  type CampaignStatus,
  type CampaignTarget,
  type CampaignTargetStatus,
} from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import pMap from 'p-map'
import { ulid } from 'ulid'
import { MAX_DELAY_SECONDS } from '../adapters/work-queue.ts'
import { AppError } from '../app-error.ts'
import type { AppContext } from '../context.ts'
import { committed, inGroups, isConditionalFailure, TRANSACTION_ITEMS } from '../entities/transaction.ts'
import { type Actor, actorName } from './actor.ts'
import { blockIndex, blockRefusal } from './block-list.ts'
import { csvLine } from './csv.ts'
import { pushToEid } from './eid-push.ts'
import { loadProfiles } from './fleet/profiles.ts'
import { fleetMatches } from './fleet/query.ts'
import { recycleProfiles } from './fleet/recycle.ts'
import { pageOf } from './paging.ts'

/** Targets worked on per step (one queue message); steps follow each other until the campaign ends. */
const STEP_SIZE = 20
const position = (n: number) => String(n).padStart(6, '0')

type Ref = { enterpriseId: string; campaignId: string }
type CampaignRecord = NonNullable<Awaited<ReturnType<typeof loadCampaign>>>

async function loadCampaign(ctx: AppContext, ref: Ref) {
  const { data } = await ctx.entities.campaign.get(ref).go({ consistent: true })
  return data
}

async function requireCampaign(ctx: AppContext, ref: Ref): Promise<CampaignRecord> {
  const campaign = await loadCampaign(ctx, ref)
  if (!campaign) throw AppError.notFound('This campaign does not exist')
  return campaign
}

async function present(ctx: AppContext, c: CampaignRecord): Promise<Campaign> {
  const group = c.groupId
    ? (await ctx.entities.group.get({ enterpriseId: c.enterpriseId, groupId: c.groupId }).go()).data
    : null
  return {
    campaignId: c.campaignId,
    name: c.name,
    action: c.action,
    status: c.status,
    ...(c.groupId && { groupId: c.groupId }),
    ...(group && { groupName: group.name }),
    startAt: c.startAt,
    total: c.total,
    done: c.done,
    failed: c.failed,
    skipped: c.skipped,
    createdBy: await actorName(ctx, c.createdBy),
    createdAt: c.createdAt,
    ...(c.finishedAt && { finishedAt: c.finishedAt }),
    ...(c.resultKey && {
      resultUrl: await ctx.files.downloadUrl(c.resultKey, `campaign-${c.campaignId}.csv`),
    }),
    ...(c.problem && { problem: c.problem }),
  }
}

/** Queues the campaign's next step, after `delayMs` when it starts later (SQS holds a message 15 minutes at most). */
async function queueStep(
  ctx: AppContext,
  c: { enterpriseId: string; campaignId: string; runId?: string | undefined },
  delayMs = 0,
) {
  await ctx.queue.enqueue(
    [{ type: 'campaign.step', enterpriseId: c.enterpriseId, campaignId: c.campaignId, runId: c.runId ?? '' }],
    { delaySeconds: Math.min(MAX_DELAY_SECONDS, delayMs / 1000) },
  )
}

export async function addCampaign(
  ctx: AppContext,
  actor: Actor,
  input: {
    name: string
    action: CampaignAction
    groupId?: string | undefined
    iccids?: string[] | undefined
    startAt?: number | undefined
    smdsAddress?: string | undefined
  },
): Promise<Campaign> {
  if (input.groupId) {
    const { data } = await ctx.entities.group
      .get({ enterpriseId: actor.enterpriseId, groupId: input.groupId })
      .go()
    if (!data) throw AppError.notFound('This group does not exist (any more)')
  }
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
    createdBy: actor.userId,
    createdAt: now,
  }
  await ctx.entities.campaign.create(record).go()
  await ctx.entities.activeCampaign
    .put({ enterpriseId: record.enterpriseId, campaignId: record.campaignId })
    .go()
  await queueStep(ctx, record, record.startAt - now)
  return present(ctx, await requireCampaign(ctx, record))
}

export async function campaignInfo(ctx: AppContext, actor: Actor, campaignId: string) {
  return present(ctx, await requireCampaign(ctx, { enterpriseId: actor.enterpriseId, campaignId }))
}

export async function listCampaigns(
  ctx: AppContext,
  actor: Actor,
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
  return { ...page, list: await Promise.all(page.list.map((c) => present(ctx, c))) }
}

export async function campaignTargets(
  ctx: AppContext,
  actor: Actor,
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

/** Moves a campaign from one of `from` to `to`, refusing (409) when it is no longer in one of them. */
async function transition(
  ctx: AppContext,
  ref: Ref,
  from: CampaignStatus[],
  set: { status: CampaignStatus; runId?: string },
) {
  try {
    await ctx.entities.campaign
      .patch(ref)
      .set(set)
      .where(({ status }, { eq }) => from.map((s) => eq(status, s)).join(' OR '))
      .go()
  } catch (error) {
    if (!isConditionalFailure(error)) throw error
    const current = await requireCampaign(ctx, ref)
    throw new AppError(
      ErrorCode.CONFLICT,
      `The campaign is ${current.status.toLowerCase()}; it cannot be ${verb(set.status)}`,
    )
  }
}

const verb = (status: CampaignStatus) =>
  status === 'PAUSED' ? 'paused' : status === 'CANCELLED' ? 'cancelled' : 'resumed'

export async function pauseCampaign(ctx: AppContext, actor: Actor, campaignId: string) {
  const ref = { enterpriseId: actor.enterpriseId, campaignId }
  await transition(ctx, ref, ['RUNNING', 'SCHEDULED'], { status: 'PAUSED' })
  return present(ctx, await requireCampaign(ctx, ref))
}

/** Resumes a paused campaign with a new run: steps still queued from the old run stop on their own. */
export async function resumeCampaign(ctx: AppContext, actor: Actor, campaignId: string) {
  const ref = { enterpriseId: actor.enterpriseId, campaignId }
  const campaign = await requireCampaign(ctx, ref)
  const runId = ulid(ctx.now())
  await transition(ctx, ref, ['PAUSED'], { status: campaign.targetsReady ? 'RUNNING' : 'SCHEDULED', runId })
  await queueStep(ctx, { ...ref, runId }, Math.max(0, campaign.startAt - ctx.now()))
  return present(ctx, await requireCampaign(ctx, ref))
}

/** Cancels a campaign: targets not reached are marked SKIPPED by the next step, which writes the result. */
export async function cancelCampaign(ctx: AppContext, actor: Actor, campaignId: string) {
  const ref = { enterpriseId: actor.enterpriseId, campaignId }
  const runId = ulid(ctx.now())
  await transition(ctx, ref, ['RUNNING', 'SCHEDULED', 'PAUSED'], { status: 'CANCELLED', runId })
  await queueStep(ctx, { ...ref, runId })
  return present(ctx, await requireCampaign(ctx, ref))
}

/**
 * The campaign.step job. A scheduled campaign whose time has come writes its targets (a group's profiles
 * as they are now) and starts; a running one works through the next STEP_SIZE targets and queues the
 * next step, or ends and writes its result; a cancelled one skips what is left and writes its result.
 * Each target's outcome and the counters move in one conditional transaction, so a redelivered step
 * never counts a target twice.
 */
export async function runCampaignStep(ctx: AppContext, ref: Ref & { runId: string }) {
  let campaign = await loadCampaign(ctx, ref)
  if (!campaign || campaign.finishedAt || (campaign.runId ?? '') !== ref.runId) return
  if (campaign.status === 'CANCELLED') return finish(ctx, campaign)
  if (campaign.status === 'PAUSED' || campaign.status === 'COMPLETE') return
  if (campaign.status === 'SCHEDULED') {
    const wait = campaign.startAt - ctx.now()
    if (wait > 0) return queueStep(ctx, campaign, wait)
    await prepareTargets(ctx, campaign)
    campaign = await loadCampaign(ctx, ref)
    // Paused or cancelled meanwhile: the resume or the cancel queues the next step of its own run.
    if (campaign?.status !== 'RUNNING') return
  }
  const { data: targets } = await ctx.entities.campaignTarget.query
    .byCampaign({ enterpriseId: ref.enterpriseId, campaignId: ref.campaignId })
    .gte({ position: position(campaign.cursor) })
    .go({ limit: STEP_SIZE })
  const actor = { enterpriseId: campaign.enterpriseId, userId: campaign.createdBy }
  const label = `Campaign "${campaign.name}" (${await actorName(ctx, campaign.createdBy)})`
  for (const target of targets) {
    const current = await loadCampaign(ctx, ref)
    if (current?.status !== 'RUNNING' || current.runId !== ref.runId) return
    if (target.status === 'PENDING') {
      const outcome = await act(ctx, campaign, actor, label, target)
      await record(ctx, campaign, target.position, outcome)
    } else {
      await ctx.entities.campaign
        .patch(ref)
        .set({ cursor: Number(target.position) + 1 })
        .go()
    }
  }
  const after = await loadCampaign(ctx, ref)
  if (!after) return
  if (after.status === 'RUNNING' && after.cursor >= after.total) {
    await ctx.entities.campaign
      .patch(ref)
      .set({ status: 'COMPLETE' })
      .where(({ status }, { eq }) => eq(status, 'RUNNING'))
      .go()
    return finish(ctx, { ...after, status: 'COMPLETE' })
  }
  if (after.status === 'RUNNING' && after.runId === ref.runId) return queueStep(ctx, after)
}

type Outcome = { status: 'DONE' | 'FAILED'; reason?: string }

async function act(
  ctx: AppContext,
  campaign: CampaignRecord,
  actor: Actor,
  label: string,
  target: { iccid: string; eid?: string | undefined },
): Promise<Outcome> {
  const [profile] = (await loadProfiles(ctx, campaign.enterpriseId, [target.iccid])).values()
  if (!profile)
    return { status: 'FAILED', reason: `ICCID ${target.iccid} is not a profile of this enterprise` }
  const blocked = blockRefusal(await blockIndex(ctx, campaign.enterpriseId), [
    { kind: 'ICCID', value: target.iccid },
    { kind: 'EID', value: campaign.action === 'EID_PUSH' ? (target.eid ?? profile.eid) : undefined },
  ])
  if (blocked) return { status: 'FAILED', reason: blocked }
  if (campaign.action === 'RECYCLE') {
    // A step redone after a crash finds the profile recycled already by this campaign.
    if (profile.recycleStatus === 'RECYCLED') {
      const { data } = await ctx.entities.recycleLog.query
        .byProfile({ enterpriseId: campaign.enterpriseId, iccid: target.iccid })
        .go({ order: 'desc', limit: 1 })
      if (data[0]?.campaignId === campaign.campaignId) return { status: 'DONE' }
    }
    const result = await recycleProfiles(ctx, actor, {
      iccids: [target.iccid],
      campaignId: campaign.campaignId,
      actorLabel: label,
    })
    const failure = result.failures[0]
    return failure ? { status: 'FAILED', reason: failure.reason } : { status: 'DONE' }
  }
  const eid = target.eid ?? profile.eid
  if (!eid) return { status: 'FAILED', reason: `ICCID ${target.iccid} has no EID to push to` }
  const { data: pushes } = await ctx.entities.eidPush.query
    .byProfile({ enterpriseId: campaign.enterpriseId, iccid: target.iccid })
    .go({ order: 'desc', limit: 1 })
  if (pushes[0]?.campaignId === campaign.campaignId) return { status: 'DONE' }
  try {
    await pushToEid(
      ctx,
      actor,
      { iccid: target.iccid, eid, smdsAddress: campaign.smdsAddress },
      { campaignId: campaign.campaignId, actorLabel: label },
    )
    return { status: 'DONE' }
  } catch (error) {
    if (error instanceof AppError) return { status: 'FAILED', reason: error.message }
    throw error
  }
}

async function record(ctx: AppContext, campaign: CampaignRecord, at: string, outcome: Outcome) {
  const ref = { enterpriseId: campaign.enterpriseId, campaignId: campaign.campaignId }
  try {
    await committed(
      ctx.entities.service.transaction
        .write(({ campaignTarget, campaign: campaigns }) => [
          campaignTarget
            .patch({ ...ref, position: at })
            .set({ status: outcome.status, ...(outcome.reason && { reason: outcome.reason }), at: ctx.now() })
            .where(({ status }, { eq }) => eq(status, 'PENDING'))
            .commit(),
          campaigns
            .patch(ref)
            .add(outcome.status === 'DONE' ? { done: 1 } : { failed: 1 })
            .set({ cursor: Number(at) + 1 })
            .commit(),
        ])
        .go(),
    )
  } catch (error) {
    // Recorded already by an earlier delivery of this step.
    if (!isConditionalFailure(error)) throw error
  }
}

/** Writes the targets of a campaign whose time has come, then marks it RUNNING (unless cancelled meanwhile). */
async function prepareTargets(ctx: AppContext, campaign: CampaignRecord) {
  const ref = { enterpriseId: campaign.enterpriseId, campaignId: campaign.campaignId }
  if (!campaign.targetsReady) {
    const targets: { iccid: string; eid?: string | undefined }[] = []
    if (campaign.groupId) {
      const query = { groupId: campaign.groupId, sortBy: 'createdAt', sortOrder: 'asc' } as const
      for await (const page of fleetMatches(ctx, campaign.enterpriseId, query)) {
        targets.push(...page.map((p) => ({ iccid: p.iccid, eid: p.eid })))
        if (targets.length >= CAMPAIGN_TARGETS_MAX) break
      }
    } else {
      const profiles = await loadProfiles(ctx, campaign.enterpriseId, campaign.iccids ?? [])
      targets.push(...(campaign.iccids ?? []).map((iccid) => ({ iccid, eid: profiles.get(iccid)?.eid })))
    }
    const chosen = targets.slice(0, CAMPAIGN_TARGETS_MAX)
    await pMap(
      inGroups(
        chosen.map((t, i) => ({ ...t, position: position(i) })),
        TRANSACTION_ITEMS,
      ),
      (group) =>
        committed(
          ctx.entities.service.transaction
            .write(({ campaignTarget }) =>
              group.map((t) =>
                campaignTarget
                  .put({
                    ...ref,
                    position: t.position,
                    iccid: t.iccid,
                    ...(t.eid && { eid: t.eid }),
                    status: 'PENDING',
                  })
                  .commit(),
              ),
            )
            .go(),
        ),
      { concurrency: 4 },
    )
    await ctx.entities.campaign.patch(ref).set({ targetsReady: true, total: chosen.length }).go()
  }
  try {
    await ctx.entities.campaign
      .patch(ref)
      .set({ status: 'RUNNING' })
      .where(({ status }, { eq }) => eq(status, 'SCHEDULED'))
      .go()
  } catch (error) {
    if (!isConditionalFailure(error)) throw error
  }
}

/** Ends a campaign: targets never reached become SKIPPED, and the per-target result is written. */
async function finish(ctx: AppContext, campaign: CampaignRecord) {
  const ref = { enterpriseId: campaign.enterpriseId, campaignId: campaign.campaignId }
  const { data: targets } = await ctx.entities.campaignTarget.query.byCampaign(ref).go({ pages: 'all' })
  const pending = targets.filter((t) => t.status === 'PENDING')
  await pMap(
    pending,
    async (t) => {
      try {
        await ctx.entities.campaignTarget
          .patch({ ...ref, position: t.position })
          .set({ status: 'SKIPPED', reason: 'The campaign was cancelled first', at: ctx.now() })
          .where(({ status }, { eq }) => eq(status, 'PENDING'))
          .go()
        t.status = 'SKIPPED'
        t.reason = 'The campaign was cancelled first'
      } catch (error) {
        if (!isConditionalFailure(error)) throw error
      }
    },
    { concurrency: 8 },
  )
  let csv = csvLine(['iccid', 'eid', 'status', 'reason', 'at'])
  for (const t of targets) {
    csv += csvLine([t.iccid, t.eid, t.status, t.reason, t.at ? new Date(t.at).toISOString() : undefined])
  }
  const resultKey = `campaigns/${ref.enterpriseId}/${ref.campaignId}/result.csv`
  await ctx.files.put(resultKey, csv, 'text/csv')
  const skipped = targets.filter((t) => t.status === 'SKIPPED').length
  await ctx.entities.campaign.patch(ref).set({ resultKey, skipped, finishedAt: ctx.now() }).go()
  await ctx.entities.activeCampaign.delete(ref).go()
}

/** After a restart (the local queue forgets its messages), queue the next step of every unfinished campaign. */
export async function resumeUnfinishedCampaigns(ctx: AppContext): Promise<number> {
  const { data } = await ctx.entities.activeCampaign.query.all({}).go({ pages: 'all' })
  let resumed = 0
  for (const ref of data) {
    const campaign = await loadCampaign(ctx, ref)
    if (!campaign || campaign.finishedAt) {
      await ctx.entities.activeCampaign.delete(ref).go()
      continue
    }
    if (campaign.status === 'PAUSED') continue
    await queueStep(ctx, campaign, Math.max(0, campaign.startAt - ctx.now()))
    resumed++
  }
  return resumed
}
