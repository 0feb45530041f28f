import {
  PROFILE_STATUSES,
  type ProfileLogAction,
  type ProfileStatus,
  RECYCLE_STATUSES,
  type RecycleStatus,
} from '@simlessly/shared'
import type { TFunction } from 'i18next'
import { displayValue } from '@/lib/format'

const isStatus = (value: string): value is ProfileStatus =>
  (PROFILE_STATUSES as readonly string[]).includes(value)
const isRecycleStatus = (value: string): value is RecycleStatus =>
  (RECYCLE_STATUSES as readonly string[]).includes(value)

/**
 * A profile log's before or after as people read it: a state the SM-DP+ reported (GENERATED, STATUS) or
 * a recycle state (RECYCLE) in words, never the stored enum; every other action's values (a group's name,
 * notes, an EID, an AC) are already words or identifiers and show as they are.
 */
export function logValueText(action: ProfileLogAction, value: string | undefined, t: TFunction): string {
  if (value === undefined) return displayValue(value)
  if ((action === 'STATUS' || action === 'GENERATED') && isStatus(value)) {
    return t(`profileStates.${value}`)
  }
  if (action === 'RECYCLE' && isRecycleStatus(value)) return t(`recycleStates.${value}`)
  return displayValue(value)
}
