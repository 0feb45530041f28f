import { type FormEvent, useRef, useState } from 'react'
import { focusFirstInvalid } from './focus-first-invalid'

/** Each field's first message, by the field's name. */
export type FieldMessages = Partial<Record<string, string>>

/** A check of a form's text fields: the values it sends, or each field's first message. */
export type FormCheck<T> = (
  values: Record<string, string>,
) => { success: true; data: T } | { success: false; errors: FieldMessages }

/**
 * A form of text fields checked without react-hook-form: the first page most people open, sign-in, would
 * otherwise load react-hook-form (about 16 kB gzipped) for two fields. The fields are read from the form
 * element by name on submit and checked (with a shared schema: schema-form.ts; by hand on the sign-in page,
 * which loads no zod: features/auth/login-check.ts); the first field in error is scrolled to and gets the
 * focus. After a failed submit every change checks again, as react-hook-form does by default.
 */
export function useCheckedForm<T>(check: FormCheck<T>, onValid: (values: T) => void) {
  const [errors, setErrors] = useState<FieldMessages>({})
  const submitted = useRef(false)

  function run(form: HTMLFormElement) {
    const values = Object.fromEntries(
      [...new FormData(form)].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    )
    const result = check(values)
    setErrors(result.success ? {} : result.errors)
    return result
  }

  return {
    errors,
    onSubmit(event: FormEvent<HTMLFormElement>) {
      event.preventDefault()
      submitted.current = true
      const form = event.currentTarget
      const result = run(form)
      if (result.success) return onValid(result.data)
      if (Object.keys(result.errors).length > 0) focusFirstInvalid(form)
    },
    onChange(event: FormEvent<HTMLFormElement>) {
      if (submitted.current) run(event.currentTarget)
    },
  }
}
