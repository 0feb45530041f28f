import { UnavailableRoute } from './unavailable'

/** Being built (issue 5). */
export function CampaignRoute() {
  return <UnavailableRoute />
}
