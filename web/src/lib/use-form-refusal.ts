import { useState } from 'react'
import { formErrorMessage } from './error-message'

type Refusable = { isError: boolean; error: unknown }

/**
 * The refusal a form shows above its buttons: the mutation's, in its own words, unless the form has put it
 * under the fields it names (`setFieldHandled` takes what `applyFieldErrors` or `applyRefusal` answer).
 */
export function useFormRefusal(mutation: Refusable) {
  const [fieldHandled, setFieldHandled] = useState(false)
  const message = mutation.isError && !fieldHandled ? formErrorMessage(mutation.error) : null
  return { message, setFieldHandled }
}
