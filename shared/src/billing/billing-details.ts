import { z } from 'zod'
import { emailSchema } from '../auth.ts'

/** Whether the runtime (browser or server) knows an IANA time zone such as `Europe/Paris`. */
export function isKnownTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name })
    return true
  } catch {
    return false
  }
}

export const UNKNOWN_TIME_ZONE_MESSAGE = 'Choose a time zone from the list'

const text = (max: number) => z.string().trim().min(1, 'Required').max(max, `Up to ${max} characters`)

/**
 * What the owner says the enterprise is billed as: the buyer on its invoices (kept on each invoice as it
 * was when the order was paid), and the enterprise's time zone, in which invoices date their periods and a
 * plan's monthly limits (re-downloads) count calendar months.
 */
export const billingDetailsRequestSchema = z
  .object({
    companyName: text(200),
    /** Street, city and postcode, on several lines. */
    address: text(500),
    country: text(60),
    /** VAT number or other tax id; empty when the buyer has none. */
    taxId: z.string().trim().max(50, 'Up to 50 characters'),
    billingEmail: emailSchema,
    timeZone: z
      .string()
      .trim()
      .max(64, 'Up to 64 characters')
      .refine(isKnownTimeZone, UNKNOWN_TIME_ZONE_MESSAGE),
  })
  .strict()
export type BillingDetailsRequest = z.input<typeof billingDetailsRequestSchema>

/**
 * The billing details as the Subscription page shows them. Until the owner saves them (`saved` false),
 * they are proposed from the enterprise (its name, the owner's email, the time zone the owner signed up
 * in, else UTC) and invoices carry the enterprise's name alone.
 */
export const billingDetailsSchema = z.object({
  companyName: z.string(),
  address: z.string(),
  country: z.string(),
  taxId: z.string(),
  billingEmail: z.string(),
  timeZone: z.string(),
  saved: z.boolean(),
  updatedAt: z.number().nullable(),
})
export type BillingDetails = z.infer<typeof billingDetailsSchema>
