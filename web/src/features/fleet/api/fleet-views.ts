import { type BehaviorModule, useBehavior, useSaveBehavior } from '@/api/behavior'
import { type FleetView, parseViews, serializeViews } from '../views'

/** The fleet's saved views, per user, in the behaviour config. */
const FLEET_VIEWS: BehaviorModule<FleetView[]> = {
  name: 'fleet.views',
  parse: parseViews,
  serialize: serializeViews,
}

export const useFleetViews = () => useBehavior(FLEET_VIEWS)
export const useSaveFleetViews = () => useSaveBehavior(FLEET_VIEWS)
