import {
  campaignAddRequestSchema,
  campaignListRequestSchema,
  campaignPageSchema,
  campaignPreviewRequestSchema,
  campaignPreviewSchema,
  campaignRefSchema,
  campaignSchema,
  campaignTargetPageSchema,
  campaignTargetsRequestSchema,
} from '../campaign.ts'
import { anyOf, post, resource } from '../endpoint.ts'
import { EnterprisePermission as P } from '../permissions.ts'

const access = anyOf(P.Campaign_View)

/** Campaigns (`profile/campaign`): an EID push or a recycle over many profiles, now or at a set time. */
export const campaignEndpoints = resource('/v1/campaign', 'Campaigns', {
  list: post('/list', {
    keyAccess: true,
    summary: 'A page of campaigns, newest first',
    access,
    body: campaignListRequestSchema,
    response: campaignPageSchema,
  }),
  add: post('/add', {
    keyAccess: true,
    summary: 'Start a campaign (EID push or recycle) over a group or a selection, now or at a set time',
    access: anyOf(P.Campaign_Manage),
    body: campaignAddRequestSchema,
    response: campaignSchema,
  }),
  preview: post('/preview', {
    summary:
      'How many targets a campaign over a group or a selection would have now, and how many have no EID (an EID push skips them)',
    access: anyOf(P.Campaign_Manage),
    body: campaignPreviewRequestSchema,
    response: campaignPreviewSchema,
  }),
  info: post('/info', {
    keyAccess: true,
    summary: 'A campaign with its progress and, once ended, its result',
    access,
    body: campaignRefSchema,
    response: campaignSchema,
  }),
  targets: post('/targets', {
    summary: "A page of a campaign's targets with their statuses",
    access,
    body: campaignTargetsRequestSchema,
    response: campaignTargetPageSchema,
  }),
  pause: post('/pause', {
    keyAccess: true,
    summary: 'Pause a scheduled or running campaign',
    access: anyOf(P.Campaign_Manage),
    body: campaignRefSchema,
    response: campaignSchema,
  }),
  resume: post('/resume', {
    keyAccess: true,
    summary: 'Resume a paused campaign',
    access: anyOf(P.Campaign_Manage),
    body: campaignRefSchema,
    response: campaignSchema,
  }),
  cancel: post('/cancel', {
    keyAccess: true,
    summary: 'Cancel a campaign; targets not reached are skipped',
    access: anyOf(P.Campaign_Manage),
    body: campaignRefSchema,
    response: campaignSchema,
  }),
})
