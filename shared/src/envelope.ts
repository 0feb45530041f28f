import { z } from 'zod/mini'

/** Success code carried by every `success: true` envelope. */
export const SUCCESS_CODE = 200

/**
 * The response envelope of every API call: `{ success, code, msg, obj }`. In `zod/mini`: every call the
 * console makes, the sign-in first, reads its answer by it (auth.ts says why).
 */
export function envelopeSchema<T extends z.core.SomeType>(obj: T) {
  return z.object({
    success: z.boolean(),
    code: z.number().check(z.int()),
    msg: z.string(),
    obj,
  })
}

export type Envelope<T> = { success: boolean; code: number; msg: string; obj: T }

/** Field-level validation details returned in `obj` of a VALIDATION_FAILED envelope. */
export const fieldErrorsSchema = z.object({
  fields: z.array(z.object({ path: z.string(), message: z.string() })),
})
export type FieldErrors = z.infer<typeof fieldErrorsSchema>

export const errorEnvelopeSchema = envelopeSchema(z.union([fieldErrorsSchema, z.null()]))

/** The `obj` of answers that carry nothing beyond success. */
export const emptySchema = z.null()
