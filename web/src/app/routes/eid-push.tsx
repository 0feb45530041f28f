import { UnavailableRoute } from './unavailable'

/** Being built (issue 5). */
export function EidPushRoute() {
  return <UnavailableRoute />
}
