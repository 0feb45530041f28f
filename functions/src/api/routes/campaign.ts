import { endpoints } from '@simlessly/shared'
import * as campaigns from '../../domain/campaign/index.ts'
import { implement } from '../endpoint-router.ts'

export const campaignRoutes = implement(endpoints.campaign, {
  list: ({ ctx, actor, input }) => campaigns.listCampaigns(ctx, actor, input),
  add: ({ ctx, actor, input }) => campaigns.addCampaign(ctx, actor, input),
  preview: ({ ctx, actor, input }) => campaigns.previewCampaign(ctx, actor, input),
  info: ({ ctx, actor, input }) => campaigns.campaignInfo(ctx, actor, input),
  targets: ({ ctx, actor, input }) => campaigns.campaignTargets(ctx, actor, input),
  pause: ({ ctx, actor, input }) => campaigns.pauseCampaign(ctx, actor, input),
  resume: ({ ctx, actor, input }) => campaigns.resumeCampaign(ctx, actor, input),
  cancel: ({ ctx, actor, input }) => campaigns.cancelCampaign(ctx, actor, input),
})
