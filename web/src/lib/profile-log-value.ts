import { PROFILE_STATUSES, type ProfileLogAction, RECYCLE_STATUSES } from '@simlessly/shared'
import type { TFunction } from 'i18next'
import { displayValue } from '@/lib/format'
import { isOneOf } from '@/lib/one-of'

/**
 * A profile log's before or after as people read it: a state the SM-DP+ reported (GENERATED, STATUS) or
 * a recycle state (RECYCLE) in words, never the stored enum; every other action's values (a group's name,
 * notes, an EID, an AC) are already words or identifiers and show as they are.
 */
export function logValueText(action: ProfileLogAction, value: string | undefined, t: TFunction): string {
  if (value === undefined) return displayValue(value)
  if ((action === 'STATUS' || action === 'GENERATED') && isOneOf(PROFILE_STATUSES, value)) {
    return t(`profileStates.${value}`)
  }
  if (action === 'RECYCLE' && isOneOf(RECYCLE_STATUSES, value)) return t(`recycleStates.${value}`)
  return displayValue(value)
}
