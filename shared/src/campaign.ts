import { z } from 'zod'
import { iccidSelectionSchema } from './fleet.ts'
import { pageSchema } from './page.ts'

/** Campaigns: an EID push or a recycle over a group or a selection of profiles, now or at a set time. */
export const CAMPAIGN_ACTIONS = ['EID_PUSH', 'RECYCLE'] as const
export type CampaignAction = (typeof CAMPAIGN_ACTIONS)[number]
/**
 * SCHEDULED until its start time; RUNNING while targets are worked through; PAUSED on request; COMPLETE when
 * every target is done or failed; CANCELLED on request (targets not reached are SKIPPED).
 */
export const CAMPAIGN_STATUSES = ['SCHEDULED', 'RUNNING', 'PAUSED', 'COMPLETE', 'CANCELLED'] as const
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number]
export const CAMPAIGN_TARGET_STATUSES = ['PENDING', 'DONE', 'FAILED', 'SKIPPED'] as const
export type CampaignTargetStatus = (typeof CAMPAIGN_TARGET_STATUSES)[number]
export const CAMPAIGN_TARGETS_MAX = 10_000

/** Over a group (its profiles when the campaign starts) or over a selection of ICCIDs. */
const targetFields = {
  groupId: z.string().min(1).max(64).optional(),
  iccids: iccidSelectionSchema.optional(),
}
const oneTarget = (v: { groupId?: string | undefined; iccids?: string[] | undefined }) =>
  (v.groupId === undefined) !== (v.iccids === undefined)
const ONE_TARGET = { message: 'Choose a group or a selection of profiles', path: ['groupId'] }

export const campaignAddRequestSchema = z
  .object({
    name: z.string().trim().min(1, 'Required').max(64, 'Up to 64 characters'),
    action: z.enum(CAMPAIGN_ACTIONS),
    ...targetFields,
    /** Start at this time (ms since the epoch); now when absent or past. */
    startAt: z.number().int().min(0).optional(),
    /** For EID_PUSH: the SM-DS the devices are told to ask; the configuration's default when absent. */
    smdsAddress: z
      .string()
      .trim()
      .regex(/^[a-zA-Z0-9.-]{1,253}$/, 'Invalid SM-DS address: use a domain name')
      .optional(),
  })
  .refine(oneTarget, ONE_TARGET)
export type CampaignAddRequest = z.input<typeof campaignAddRequestSchema>

/** A campaign's targets as they would be now, asked before it is created (they are written when it starts). */
export const campaignPreviewRequestSchema = z.object(targetFields).refine(oneTarget, ONE_TARGET)
export type CampaignPreviewRequest = z.input<typeof campaignPreviewRequestSchema>
export const campaignPreviewSchema = z.object({
  /** The targets: the group's profiles now (up to CAMPAIGN_TARGETS_MAX), or the chosen ICCIDs. */
  total: z.number().int(),
  /** Of those, profiles with no EID: an EID push skips them (SKIPPED, with `noEidReason`). */
  withoutEid: z.number().int(),
})
export type CampaignPreview = z.infer<typeof campaignPreviewSchema>
/** Why an EID push campaign skipped a target. */
export const noEidReason = (iccid: string) => `ICCID ${iccid} has no EID to push to`

export const campaignSchema = z.object({
  campaignId: z.string(),
  name: z.string(),
  action: z.enum(CAMPAIGN_ACTIONS),
  status: z.enum(CAMPAIGN_STATUSES),
  groupId: z.string().optional(),
  groupName: z.string().optional(),
  startAt: z.number(),
  total: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
  /** Who started it: a name, or an email. */
  createdBy: z.string(),
  createdAt: z.number(),
  finishedAt: z.number().optional(),
  /** A presigned link to the per-target result CSV, once the campaign has ended. */
  resultUrl: z.string().optional(),
  problem: z.string().optional(),
})
export type Campaign = z.infer<typeof campaignSchema>
export const campaignPageSchema = pageSchema(campaignSchema)
export const campaignListRequestSchema = z.object({
  keyword: z.string().trim().max(64).optional(),
  status: z.enum(CAMPAIGN_STATUSES).optional(),
  pageNum: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(10),
})
export const campaignRefSchema = z.object({ campaignId: z.string().min(1).max(64) })
export const campaignTargetSchema = z.object({
  iccid: z.string(),
  eid: z.string().optional(),
  status: z.enum(CAMPAIGN_TARGET_STATUSES),
  reason: z.string().optional(),
  at: z.number().optional(),
})
export type CampaignTarget = z.infer<typeof campaignTargetSchema>
export const campaignTargetsRequestSchema = campaignRefSchema.extend({
  status: z.enum(CAMPAIGN_TARGET_STATUSES).optional(),
  pageNum: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(10),
})
export const campaignTargetPageSchema = pageSchema(campaignTargetSchema)
