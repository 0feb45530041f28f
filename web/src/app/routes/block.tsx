import { UnavailableRoute } from './unavailable'

/** Being built (issue 5). */
export function BlockRoute() {
  return <UnavailableRoute />
}
