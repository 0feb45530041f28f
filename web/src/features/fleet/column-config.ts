import { DEFAULT_FLEET_COLUMNS, FLEET_COLUMNS, type FleetColumn } from '@simlessly/shared'
import { isOneOf } from '@/lib/one-of'

/** The fleet always shows the ICCID: it names the row and opens the profile's detail. */
export const FIXED_COLUMN: FleetColumn = 'iccid'

/** In the fleet's own order (FLEET_COLUMNS), each once, with the ICCID. */
function normalise(columns: readonly FleetColumn[]): FleetColumn[] {
  const chosen = new Set<FleetColumn>([FIXED_COLUMN, ...columns])
  return FLEET_COLUMNS.filter((column) => chosen.has(column))
}

/**
 * The columns of a saved behaviour config (`{"columns": [...]}`). Names the fleet no longer has are
 * ignored, so a config saved by another version still loads; a config that is missing, unreadable or left
 * with no known column gives the default set.
 */
export function parseColumnConfig(moduleConfig: string | undefined): FleetColumn[] {
  if (moduleConfig === undefined) return [...DEFAULT_FLEET_COLUMNS]
  let parsed: unknown
  try {
    parsed = JSON.parse(moduleConfig)
  } catch {
    return [...DEFAULT_FLEET_COLUMNS]
  }
  const columns =
    typeof parsed === 'object' && parsed !== null && 'columns' in parsed ? parsed.columns : undefined
  if (!Array.isArray(columns)) return [...DEFAULT_FLEET_COLUMNS]
  const known = columns.filter((column: unknown) => isOneOf(FLEET_COLUMNS, column))
  return known.length > 0 ? normalise(known) : [...DEFAULT_FLEET_COLUMNS]
}

export function serializeColumnConfig(columns: readonly FleetColumn[]): string {
  return JSON.stringify({ columns: normalise(columns) })
}

/** The columns with one shown or hidden; the ICCID cannot be hidden. */
export function toggleColumn(
  columns: readonly FleetColumn[],
  column: FleetColumn,
  shown: boolean,
): FleetColumn[] {
  if (column === FIXED_COLUMN) return normalise(columns)
  return normalise(shown ? [...columns, column] : columns.filter((c) => c !== column))
}

export function isDefaultColumns(columns: readonly FleetColumn[]): boolean {
  const defaults = normalise(DEFAULT_FLEET_COLUMNS)
  const current = normalise(columns)
  return defaults.length === current.length && defaults.every((column, i) => current[i] === column)
}
