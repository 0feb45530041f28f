import { DISCOUNT_TOO_LARGE, ErrorCode } from '@simlessly/shared'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from '@/lib/api-error'
import { applyFieldErrors } from '@/lib/form'

/**
 * Puts the server's refusal of an order under the field to change: the discount when it is larger than the
 * price, `notFoundField` (the owner's email) when the client is unknown, else the fields it names. True when
 * a field shows it, so the form does not repeat it above its buttons.
 */
export function applyOrderError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  notFoundField?: Path<T>,
): boolean {
  if (!(error instanceof ApiError) || error.kind !== 'server') return false
  if (error.msg === DISCOUNT_TOO_LARGE) {
    setError('discountValue' as Path<T>, { type: 'server', message: error.msg }, { shouldFocus: true })
    return true
  }
  if (error.code === ErrorCode.NOT_FOUND && notFoundField) {
    setError(notFoundField, { type: 'server', message: error.msg }, { shouldFocus: true })
    return true
  }
  return applyFieldErrors(error, setError, (path) => {
    const head = path[0] === 'discount' ? 'discountValue' : (path[0] ?? '')
    return fields.includes(head) ? head : undefined
  })
}
