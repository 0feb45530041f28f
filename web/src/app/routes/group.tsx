import { UnavailableRoute } from './unavailable'

/** Being built (issue 5). */
export function GroupRoute() {
  return <UnavailableRoute />
}
