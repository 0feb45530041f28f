import { CONFIRM_MISMATCH_MESSAGE } from '@simlessly/shared'
import { z } from 'zod'

/**
 * What only a form has beside a new password: its confirmation. The request schemas come from shared (the
 * server parses the same ones); the confirm field is checked here, with the product's own wording.
 */
export const confirmPassword = z.string().min(1, 'Required')

/** Runs a cross-field check once both fields are strings, even while other fields still fail. */
export function bothStrings(a: string, b: string) {
  return (payload: { value: unknown }) => {
    const value = payload.value as Record<string, unknown> | null
    return typeof value?.[a] === 'string' && typeof value?.[b] === 'string'
  }
}

/** The schema with `confirmPassword` required to repeat `field`. */
export function confirmMatches<T extends z.ZodType<{ confirmPassword: string }>>(schema: T, field: string) {
  return schema.refine((v) => v.confirmPassword === (v as Record<string, unknown>)[field], {
    message: CONFIRM_MISMATCH_MESSAGE,
    path: ['confirmPassword'],
    when: bothStrings(field, 'confirmPassword'),
  })
}
