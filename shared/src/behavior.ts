import { z } from 'zod'

/** The user behaviour config: per-user settings of a screen (a JSON string), saved per module. */
export const MODULE_CONFIG_MAX = 8_000
const moduleName = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9._-]{1,64}$/, 'Invalid module name')

export const behaviorQueryRequestSchema = z.object({ moduleNames: z.array(moduleName).min(1).max(20) })
export const behaviorEntrySchema = z.object({
  moduleName: z.string(),
  /** A JSON string. */
  moduleConfig: z.string(),
})
export const behaviorQueryResponseSchema = z.object({ configs: z.array(behaviorEntrySchema) })
export const behaviorSaveRequestSchema = z.object({
  moduleName,
  moduleConfig: z
    .string()
    .max(MODULE_CONFIG_MAX, `Up to ${MODULE_CONFIG_MAX} characters`)
    .refine((v) => {
      try {
        JSON.parse(v)
        return true
      } catch {
        return false
      }
    }, 'moduleConfig must be a JSON string'),
})
