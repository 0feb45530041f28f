import { z } from 'zod'

/**
 * A plan's re-downloads per month, for one profile: what the console counts where it gives a profile
 * that has been downloaded another download (a re-generate, an EID push), per calendar month of the
 * enterprise's time zone.
 */
export const reDownloadAllowanceSchema = z.object({
  planName: z.string(),
  /** The plan's re-downloads per profile and month. */
  limit: z.number().int(),
  used: z.number().int(),
  left: z.number().int(),
  /** The month counted, `YYYY-MM`, in `timeZone`. */
  month: z.string(),
  /** The first day of the next month (`YYYY-MM-DD`), when the count starts again. */
  resetsOn: z.string(),
  timeZone: z.string(),
})
export type ReDownloadAllowance = z.infer<typeof reDownloadAllowanceSchema>

/** The refusal once a profile has used its plan's re-downloads of the month, in the plan's own words. */
export function reDownloadLimitMessage(
  iccid: string,
  a: Pick<ReDownloadAllowance, 'planName' | 'limit' | 'left' | 'resetsOn' | 'timeZone'>,
): string {
  const times = a.limit === 1 ? 'time' : 'times'
  return (
    `The ${a.planName} plan allows re-downloading a profile up to ${a.limit} ${times} per month; ` +
    `ICCID ${iccid} has ${a.left} left until ${a.resetsOn} (${a.timeZone})`
  )
}
