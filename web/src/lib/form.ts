import { zodResolver } from '@hookform/resolvers/zod'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import type { z } from 'zod'
import { ApiError } from './api-error'
import { i18n } from './i18n'

/**
 * A react-hook-form resolver for a shared schema. Checks that carry their own message keep it; the ones
 * that do not (a select left on its placeholder, a number field left empty) get a translated one here.
 */
export function formResolver<T extends z.ZodType<unknown, FieldValues>>(schema: T) {
  return zodResolver(schema, {
    error: (issue) => {
      if (issue.code === 'invalid_value') return i18n.t('validation.chooseOne')
      if (issue.code === 'invalid_type') return i18n.t('validation.required')
      return undefined
    },
  })
}

/**
 * Puts the server's field-level messages (`obj.fields` of a validation failure) under the matching fields.
 * Returns true when at least one landed on a field, so the caller knows the form shows the failure.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): boolean {
  if (!(error instanceof ApiError)) return false
  let applied = false
  for (const { path, message } of error.fieldErrors) {
    if (!fields.includes(path)) continue
    setError(path as Path<T>, { type: 'server', message }, { shouldFocus: !applied })
    applied = true
  }
  return applied
}
