import { UnavailableRoute } from './unavailable'

/** Being built (issue 5). */
export function FleetRoute() {
  return <UnavailableRoute />
}
