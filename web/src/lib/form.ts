import { toNestErrors } from '@hookform/resolvers'
import { zodResolver } from '@hookform/resolvers/zod'
import type { FieldError, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form'
import type { z } from 'zod'
import { ApiError } from './api-error'
import { formErrorMap } from './form-error-map'

/** Every reason a field has, each once, as one message (the server joins a row's reasons the same way). */
export function joinReasons(existing: string | undefined, message: string): string {
  if (!existing) return message
  return existing.split('; ').includes(message) ? existing : `${existing}; ${message}`
}

/** A react-hook-form resolver for a shared schema whose input is the form's own values. */
export function formResolver<T extends z.ZodType<unknown, FieldValues>>(schema: T) {
  return zodResolver(schema, { error: formErrorMap })
}

/** Where a schema issue (or a server field error) belongs among the form's fields. */
export type FormPathMapper<TValues> = (path: readonly PropertyKey[], values: TValues) => string

/**
 * A resolver for forms whose values are shaped for people (text areas, rows, toggles) rather than for the
 * API: the values are mapped to the request, the request is checked with the shared schema, and each issue
 * is put back under the field it came from. On success the form submits the schema's parsed output.
 */
export function mappedResolver<TValues extends FieldValues, TSchema extends z.ZodType, TContext = unknown>(
  schema: TSchema,
  toInput: (values: TValues, context: TContext | undefined) => unknown,
  toFormPath: FormPathMapper<TValues>,
  /**
   * Messages zod leaves out while other fields fail: a refinement of a whole object (such as "OPc or OP")
   * runs only once every field parses, but the form should say everything at once.
   */
  alsoCheck?: (values: TValues) => { path: string; message: string }[],
): Resolver<TValues, TContext, z.output<TSchema>> {
  return async (values, context, options) => {
    const result = await schema.safeParseAsync(toInput(values, context), { error: formErrorMap })
    if (result.success) return { values: result.data, errors: {} }
    const flat: Record<string, FieldError> = {}
    const add = (path: string, type: string, message: string) => {
      const existing = flat[path]
      flat[path] = existing
        ? { ...existing, message: joinReasons(existing.message, message) }
        : { type, message }
    }
    for (const issue of result.error.issues) add(toFormPath(issue.path, values), issue.code, issue.message)
    for (const { path, message } of alsoCheck?.(values) ?? []) add(path, 'custom', message)
    return { values: {}, errors: toNestErrors(flat, options) }
  }
}

/**
 * The server names a field by where it was read and its path (`json.name`, `form.formats`, `query.id`);
 * the form knows only the path.
 */
export function serverFieldPath(path: string): string[] {
  return path.replace(/^(json|form|query|param)\./, '').split('.')
}

/**
 * Puts the server's field-level messages (`obj.fields` of a validation failure) under the matching fields.
 * Returns true when at least one landed on a field, so the caller knows the form shows the failure.
 * `fields` lists the form's field names, or maps a server path onto one (undefined: not a form field).
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[] | ((path: string[]) => string | undefined),
  /** False when the user is still typing (a live check): the message shows without moving the focus. */
  { shouldFocus = true }: { shouldFocus?: boolean } = {},
): boolean {
  if (!(error instanceof ApiError)) return false
  const toField =
    typeof fields === 'function'
      ? fields
      : (path: string[]) => (fields.includes(path.join('.')) ? path.join('.') : undefined)
  // A field with several reasons shows them all, not the last one set.
  const messages = new Map<string, string>()
  for (const { path, message } of error.fieldErrors) {
    const field = toField(serverFieldPath(path))
    if (field !== undefined) messages.set(field, joinReasons(messages.get(field), message))
  }
  let applied = false
  for (const [field, message] of messages) {
    setError(field as Path<T>, { type: 'server', message }, { shouldFocus: shouldFocus && !applied })
    applied = true
  }
  return applied
}

/**
 * Puts a refusal under the field it is about: one with the code `conflict.code` (an address already in the
 * team, an identifier already blocked) under `conflict.field`, in the server's words; any other as
 * applyFieldErrors does. Returns true when a field shows it.
 */
export function applyRefusal<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  conflict: { code: number; field: Path<T> },
): boolean {
  if (error instanceof ApiError && error.kind === 'server' && error.code === conflict.code) {
    setError(conflict.field, { type: 'server', message: error.msg }, { shouldFocus: true })
    return true
  }
  return applyFieldErrors(error, setError, fields)
}
