import '@/locales/groups'
import '@/locales/billing'
import { CampaignsPage } from '@/features/campaign/components/campaigns-page'

/** `profile/campaign`: bulk EID pushes and recycles over a group or a selection (Campaign_View). */
export function CampaignRoute() {
  return <CampaignsPage />
}
