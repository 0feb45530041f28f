import type { z } from 'zod/mini'
import { type FieldMessages, useCheckedForm } from './checked-form'
import { formErrorMap } from './form-error-map'

export type { FieldMessages } from './checked-form'

/**
 * A form of text fields checked with a shared schema without react-hook-form (checked-form.ts), with the
 * messages formResolver gives (form-error-map.ts), each field's first. The schema is a `zod/mini` one, as
 * the shared schemas of the public pages are (shared/src/auth.ts), so the page loads no classic zod.
 */
export function useSchemaForm<S extends z.ZodMiniType>(schema: S, onValid: (values: z.output<S>) => void) {
  return useCheckedForm((values) => {
    const result = schema.safeParse(values, { error: formErrorMap })
    if (result.success) return { success: true, data: result.data }
    const errors: FieldMessages = {}
    for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message
    return { success: false, errors }
  }, onValid)
}
