/** Campaigns for the API: preview, create, list, look at, pause, resume and cancel; the work itself is steps.ts. */
export { cancelCampaign, pauseCampaign, resumeCampaign } from './controls.ts'
export { addCampaign, campaignInfo, campaignTargets, listCampaigns, previewCampaign } from './requests.ts'
