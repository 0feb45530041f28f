import { type FormEvent, useRef, useState } from 'react'
import type { z } from 'zod/mini'
import { focusFirstInvalid } from './focus-first-invalid'
import { formErrorMap } from './form-error-map'

/** Each field's first message, by the field's name. */
export type FieldMessages = Partial<Record<string, string>>

/**
 * A form of text fields checked with a shared schema without react-hook-form: the first page most people
 * open, sign-in, would otherwise load react-hook-form (about 16 kB gzipped) for two fields. The fields are
 * read from the form element by name on submit and checked with the schema, with the messages formResolver
 * gives (form-error-map.ts), each field's first; the first field in error is scrolled to and gets the focus. After a failed
 * submit every change checks again, as react-hook-form does by default. The schema is a `zod/mini` one, as the
 * shared schemas of the public pages are (shared/src/auth.ts), so the page loads no classic zod.
 */
export function useSchemaForm<S extends z.ZodMiniType>(schema: S, onValid: (values: z.output<S>) => void) {
  const [errors, setErrors] = useState<FieldMessages>({})
  const submitted = useRef(false)

  function check(form: HTMLFormElement) {
    const values = Object.fromEntries(
      [...new FormData(form)].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    )
    const result = schema.safeParse(values, { error: formErrorMap })
    const found: FieldMessages = {}
    for (const issue of result.error?.issues ?? []) found[String(issue.path[0])] ??= issue.message
    setErrors(found)
    return { result, found }
  }

  return {
    errors,
    onSubmit(event: FormEvent<HTMLFormElement>) {
      event.preventDefault()
      submitted.current = true
      const form = event.currentTarget
      const { result, found } = check(form)
      if (result.success) return onValid(result.data)
      if (Object.keys(found).length > 0) focusFirstInvalid(form)
    },
    onChange(event: FormEvent<HTMLFormElement>) {
      if (submitted.current) check(event.currentTarget)
    },
  }
}
