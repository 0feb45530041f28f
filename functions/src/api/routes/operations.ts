import {
  blockAddRequestSchema,
  blockEntrySchema,
  blockListRequestSchema,
  blockPageSchema,
  blockRefSchema,
  campaignAddRequestSchema,
  campaignListRequestSchema,
  campaignPageSchema,
  campaignRefSchema,
  campaignSchema,
  campaignTargetPageSchema,
  campaignTargetsRequestSchema,
  EnterprisePermission,
  eidPushListRequestSchema,
  eidPushPageSchema,
  eidPushRequestSchema,
  eidPushSchema,
  eidPushUsageSchema,
  emptySchema,
  groupAddRequestSchema,
  groupListRequestSchema,
  groupMemberPageSchema,
  groupOptionsSchema,
  groupPageSchema,
  groupProfilesRequestSchema,
  groupRefSchema,
  groupRenameRequestSchema,
  groupSchema,
} from '@simlessly/shared'
import * as blocks from '../../domain/block-list.ts'
import * as campaigns from '../../domain/campaigns/index.ts'
import { eidPushUsage, listEidPushes, pushToEid } from '../../domain/eid-push.ts'
import * as groups from '../../domain/groups.ts'
import { ok } from '../envelope.ts'
import { actorOf, signedIn } from '../guard.ts'
import { createRouter, getRoute, postRoute } from '../openapi.ts'

const P = EnterprisePermission
/** Groups (`profile/group`): Group_View; their names are also read by the fleet and campaign screens. */
const groupAccess = signedIn([P.Group_View])
const groupTags = ['Groups']
/** EID push (`profile/eidpush`): the seed's route needs no permission id, only a signed-in member. */
const pushAccess = signedIn()
const pushTags = ['EID push']
/** The block list (`setting/block`): Block_View. */
const blockAccess = signedIn([P.Block_View])
const blockTags = ['Block list']

const groupList = postRoute({
  path: '/group/list',
  tags: groupTags,
  summary: 'A page of groups with their profile counts',
  access: groupAccess,
  body: groupListRequestSchema,
  response: groupPageSchema,
})
const groupOptions = getRoute({
  path: '/group/options',
  tags: groupTags,
  summary: 'Every group, by name, for pickers',
  access: signedIn([P.Group_View, P.Fleet_View, P.Campaign_View]),
  response: groupOptionsSchema,
})
const groupAdd = postRoute({
  path: '/group/add',
  tags: groupTags,
  summary: 'Create a group',
  access: groupAccess,
  body: groupAddRequestSchema,
  response: groupSchema,
})
const groupRename = postRoute({
  path: '/group/rename',
  tags: groupTags,
  summary: 'Rename a group',
  access: groupAccess,
  body: groupRenameRequestSchema,
  response: groupSchema,
})
const groupDelete = postRoute({
  path: '/group/delete',
  tags: groupTags,
  summary: 'Delete a group; its profiles stay in the fleet',
  access: groupAccess,
  body: groupRefSchema,
  response: emptySchema,
})
const groupProfiles = postRoute({
  path: '/group/profiles',
  tags: groupTags,
  summary: "A page of a group's profiles",
  access: groupAccess,
  body: groupProfilesRequestSchema,
  response: groupMemberPageSchema,
})
const push = postRoute({
  path: '/eidpush/push',
  tags: pushTags,
  summary: "Push a profile's AC to a device by its EID (beta: 10 uses per account, billed)",
  access: pushAccess,
  body: eidPushRequestSchema,
  response: eidPushSchema,
})
const pushList = postRoute({
  path: '/eidpush/list',
  tags: pushTags,
  summary: 'A page of EID pushes with their statuses',
  access: pushAccess,
  body: eidPushListRequestSchema,
  response: eidPushPageSchema,
})
const pushUsage = getRoute({
  path: '/eidpush/usage',
  tags: pushTags,
  summary: 'How many pushes the account has used and whether it may push',
  access: pushAccess,
  response: eidPushUsageSchema,
})
const blockList = postRoute({
  path: '/block/list',
  tags: blockTags,
  summary: 'A page of blocked EIDs, ICCIDs and IMEIs',
  access: blockAccess,
  body: blockListRequestSchema,
  response: blockPageSchema,
})
const blockAdd = postRoute({
  path: '/block/add',
  tags: blockTags,
  summary: 'Block an EID, ICCID or IMEI with a reason',
  access: blockAccess,
  body: blockAddRequestSchema,
  response: blockEntrySchema,
})
const blockDelete = postRoute({
  path: '/block/delete',
  tags: blockTags,
  summary: 'Unblock an identifier',
  access: blockAccess,
  body: blockRefSchema,
  response: emptySchema,
})

/** Campaigns (`profile/campaign`): Campaign_View. */
const campaignAccess = signedIn([P.Campaign_View])
const campaignTags = ['Campaigns']
const campaignList = postRoute({
  path: '/campaign/list',
  tags: campaignTags,
  summary: 'A page of campaigns, newest first',
  access: campaignAccess,
  body: campaignListRequestSchema,
  response: campaignPageSchema,
})
const campaignAdd = postRoute({
  path: '/campaign/add',
  tags: campaignTags,
  summary: 'Start a campaign (EID push or recycle) over a group or a selection, now or at a set time',
  access: campaignAccess,
  body: campaignAddRequestSchema,
  response: campaignSchema,
})
const campaignInfo = postRoute({
  path: '/campaign/info',
  tags: campaignTags,
  summary: 'A campaign with its progress and, once ended, its result',
  access: campaignAccess,
  body: campaignRefSchema,
  response: campaignSchema,
})
const campaignTargets = postRoute({
  path: '/campaign/targets',
  tags: campaignTags,
  summary: "A page of a campaign's targets with their statuses",
  access: campaignAccess,
  body: campaignTargetsRequestSchema,
  response: campaignTargetPageSchema,
})
const campaignPause = postRoute({
  path: '/campaign/pause',
  tags: campaignTags,
  summary: 'Pause a scheduled or running campaign',
  access: campaignAccess,
  body: campaignRefSchema,
  response: campaignSchema,
})
const campaignResume = postRoute({
  path: '/campaign/resume',
  tags: campaignTags,
  summary: 'Resume a paused campaign',
  access: campaignAccess,
  body: campaignRefSchema,
  response: campaignSchema,
})
const campaignCancel = postRoute({
  path: '/campaign/cancel',
  tags: campaignTags,
  summary: 'Cancel a campaign; targets not reached are skipped',
  access: campaignAccess,
  body: campaignRefSchema,
  response: campaignSchema,
})

export const operationRoutes = createRouter()
  .openapi(campaignList, async (c) =>
    c.json(ok(await campaigns.listCampaigns(c.var.ctx, actorOf(c), c.req.valid('json'))), 200),
  )
  .openapi(campaignAdd, async (c) =>
    c.json(ok(await campaigns.addCampaign(c.var.ctx, actorOf(c), c.req.valid('json'))), 200),
  )
  .openapi(campaignInfo, async (c) =>
    c.json(ok(await campaigns.campaignInfo(c.var.ctx, actorOf(c), c.req.valid('json').campaignId)), 200),
  )
  .openapi(campaignTargets, async (c) =>
    c.json(ok(await campaigns.campaignTargets(c.var.ctx, actorOf(c), c.req.valid('json'))), 200),
  )
  .openapi(campaignPause, async (c) =>
    c.json(ok(await campaigns.pauseCampaign(c.var.ctx, actorOf(c), c.req.valid('json').campaignId)), 200),
  )
  .openapi(campaignResume, async (c) =>
    c.json(ok(await campaigns.resumeCampaign(c.var.ctx, actorOf(c), c.req.valid('json').campaignId)), 200),
  )
  .openapi(campaignCancel, async (c) =>
    c.json(ok(await campaigns.cancelCampaign(c.var.ctx, actorOf(c), c.req.valid('json').campaignId)), 200),
  )
  .openapi(groupList, async (c) =>
    c.json(ok(await groups.listGroups(c.var.ctx, actorOf(c), c.req.valid('json'))), 200),
  )
  .openapi(groupOptions, async (c) => c.json(ok(await groups.groupOptions(c.var.ctx, actorOf(c))), 200))
  .openapi(groupAdd, async (c) =>
    c.json(ok(await groups.addGroup(c.var.ctx, actorOf(c), c.req.valid('json'))), 200),
  )
  .openapi(groupRename, async (c) =>
    c.json(ok(await groups.renameGroup(c.var.ctx, actorOf(c), c.req.valid('json'))), 200),
  )
  .openapi(groupDelete, async (c) =>
    c.json(ok(await groups.deleteGroup(c.var.ctx, actorOf(c), c.req.valid('json'))), 200),
  )
  .openapi(groupProfiles, async (c) =>
    c.json(ok(await groups.groupProfiles(c.var.ctx, actorOf(c), c.req.valid('json'))), 200),
  )
  .openapi(push, async (c) => c.json(ok(await pushToEid(c.var.ctx, actorOf(c), c.req.valid('json'))), 200))
  .openapi(pushList, async (c) =>
    c.json(ok(await listEidPushes(c.var.ctx, actorOf(c), c.req.valid('json'))), 200),
  )
  .openapi(pushUsage, async (c) => c.json(ok(await eidPushUsage(c.var.ctx, actorOf(c))), 200))
  .openapi(blockList, async (c) =>
    c.json(ok(await blocks.listBlocks(c.var.ctx, actorOf(c), c.req.valid('json'))), 200),
  )
  .openapi(blockAdd, async (c) =>
    c.json(ok(await blocks.addBlock(c.var.ctx, actorOf(c), c.req.valid('json'))), 200),
  )
  .openapi(blockDelete, async (c) =>
    c.json(ok(await blocks.deleteBlock(c.var.ctx, actorOf(c), c.req.valid('json'))), 200),
  )
