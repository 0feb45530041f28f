import { toNestErrors } from '@hookform/resolvers'
import { type CampaignAction, campaignAddRequestSchema } from '@simlessly/shared'
import type { FieldError, Resolver } from 'react-hook-form'
import type { z } from 'zod'
import { mappedResolver } from '@/lib/form'
import { i18n } from '@/lib/i18n'
import { parseIccidList } from '@/lib/iccid-list'

export type CampaignRequest = z.output<typeof campaignAddRequestSchema>

/** The form as people fill it: a target chosen by kind, ICCIDs as pasted text, the start as local time. */
export type CampaignFormValues = {
  name: string
  action: CampaignAction
  target: 'group' | 'iccids'
  groupId: string
  iccids: string
  start: 'now' | 'later'
  /** An `<input type="datetime-local">` value, read in the user's time zone. */
  startAt: string
  smdsAddress: string
}

const pad = (value: number) => String(value).padStart(2, '0')

/** A moment as a `datetime-local` value in the user's time zone (minutes precision). */
export function toLocalInput(ms: number): string {
  const d = new Date(ms)
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/** A `datetime-local` value as ms since the epoch; NaN when it is empty or not a time. */
export function fromLocalInput(value: string): number {
  // Without a zone the date-time form is read as local time, which is what the user picked.
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value) ? new Date(value).getTime() : Number.NaN
}

export const emptyCampaignValues = (groupId = '', now = Date.now()): CampaignFormValues => ({
  name: '',
  action: 'EID_PUSH',
  target: 'group',
  groupId,
  iccids: '',
  start: 'now',
  // A starting point for "at a set time": the next hour.
  startAt: toLocalInput(Math.ceil((now + 1) / 3_600_000) * 3_600_000),
  smdsAddress: '',
})

/** The request the values stand for: only the chosen target, the start time and SM-DS when they apply. */
export function toCampaignInput(values: CampaignFormValues) {
  const smds = values.smdsAddress.trim()
  return {
    name: values.name,
    action: values.action,
    ...(values.target === 'group'
      ? { groupId: values.groupId || undefined }
      : { iccids: parseIccidList(values.iccids).distinct }),
    ...(values.start === 'later' ? { startAt: fromLocalInput(values.startAt) } : {}),
    ...(values.action === 'EID_PUSH' && smds !== '' ? { smdsAddress: smds } : {}),
  }
}

const FIELDS = ['name', 'action', 'groupId', 'iccids', 'startAt', 'smdsAddress'] as const

/** Where an issue of the request belongs: an ICCID's issue (`iccids.3`) under the text area. */
export function campaignFormPath(path: readonly PropertyKey[]): string {
  const head = String(path[0] ?? '')
  return (FIELDS as readonly string[]).includes(head) ? head : 'name'
}

/** What the schema cannot know: the picker left empty, and a start time that is gone or unreadable. */
export function campaignFormChecks(values: CampaignFormValues, now: number) {
  const issues: { path: string; message: string }[] = []
  if (values.target === 'group' && values.groupId === '') {
    issues.push({ path: 'groupId', message: i18n.t('campaigns.form.chooseGroup') })
  }
  if (values.start === 'later') {
    const at = fromLocalInput(values.startAt)
    if (Number.isNaN(at)) issues.push({ path: 'startAt', message: i18n.t('campaigns.form.startAtInvalid') })
    else if (at <= now) issues.push({ path: 'startAt', message: i18n.t('campaigns.form.startAtPast') })
  }
  return issues
}

/**
 * The request schema itself checks the values; the checks above run every time too (a past start time
 * passes the schema, which would start the campaign at once), and win over the schema's message.
 */
export function campaignFormResolver(
  now: () => number = Date.now,
): Resolver<CampaignFormValues, unknown, CampaignRequest> {
  const base = mappedResolver(campaignAddRequestSchema, toCampaignInput, campaignFormPath)
  return async (values, context, options) => {
    const result = await base(values, context, options)
    const extra = campaignFormChecks(values, now())
    if (extra.length === 0) return result
    const flat: Record<string, FieldError> = {}
    for (const { path, message } of extra) flat[path] ??= { type: 'custom', message }
    return { values: {}, errors: { ...result.errors, ...toNestErrors(flat, options) } }
  }
}
