import {
  EID_PUSH_LIMIT,
  EID_PUSH_LIMIT_MESSAGE,
  EID_PUSH_NOT_ALLOWED_MESSAGE,
  type EidPushUsage,
  NO_PLAN_MESSAGE,
} from '@simlessly/shared'
import { i18n } from '@/lib/i18n'

/** The server's fixed refusals, shown through the locale files; any other reason is shown as sent. */
const REFUSALS: Record<string, string> = {
  [EID_PUSH_NOT_ALLOWED_MESSAGE]: 'eidPush.refusals.notAllowed',
  [NO_PLAN_MESSAGE]: 'eidPush.refusals.noPlan',
  [EID_PUSH_LIMIT_MESSAGE]: 'eidPush.refusals.limit',
}

export function refusalText(message: string | undefined): string {
  if (!message) return i18n.t('eidPush.refusals.unavailable')
  const key = REFUSALS[message]
  return key ? i18n.t(key, { limit: EID_PUSH_LIMIT }) : message
}

export type PushAvailability =
  /** Usage not known (loading, or it failed to load): the form stays usable, the server checks each push. */
  | { state: 'unknown' }
  | { state: 'allowed'; used: number; limit: number; remaining: number; percent: number }
  | { state: 'refused'; used: number; limit: number; percent: number; reason: string }

/** What the usage answer means for the form: how much is used, and whether (and why not) it may push. */
export function pushAvailability(usage: EidPushUsage | undefined): PushAvailability {
  if (!usage) return { state: 'unknown' }
  const { used, limit } = usage
  const percent = limit > 0 ? Math.min(100, Math.max(0, Math.round((used / limit) * 100))) : 100
  if (!usage.allowed) return { state: 'refused', used, limit, percent, reason: refusalText(usage.refusal) }
  return { state: 'allowed', used, limit, percent, remaining: Math.max(0, limit - used) }
}
