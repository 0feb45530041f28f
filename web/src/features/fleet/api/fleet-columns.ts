import { FLEET_COLUMNS_MODULE, type FleetColumn } from '@simlessly/shared'
import { type BehaviorModule, useBehavior, useSaveBehavior } from '@/api/behavior'
import { parseColumnConfig, serializeColumnConfig } from '../column-config'

/** The fleet's columns as the user saved them (the saved choice, or the default), in the behaviour config. */
export const FLEET_COLUMNS: BehaviorModule<FleetColumn[]> = {
  name: FLEET_COLUMNS_MODULE,
  parse: parseColumnConfig,
  serialize: serializeColumnConfig,
}

export const useFleetColumns = () => useBehavior(FLEET_COLUMNS)
/** Saves the fleet's columns: the new choice shows at once and is saved behind it. */
export const useSaveFleetColumns = () => useSaveBehavior(FLEET_COLUMNS)
