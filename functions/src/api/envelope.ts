import { type Envelope, type FieldErrors, SUCCESS_CODE } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import type { ZodError } from 'zod'
import { AppError } from '../app-error.ts'

export function ok<T>(obj: T, msg = 'success'): Envelope<T> {
  return { success: true, code: SUCCESS_CODE, msg, obj }
}

export function fail(error: AppError): Envelope<unknown> {
  return { success: false, code: error.code, msg: error.message, obj: error.details }
}

/** Turns zod issues into one field-level message each, e.g. `sys: Invalid brand ...`. */
export function validationError(error: ZodError, where: string): AppError {
  const fields: FieldErrors['fields'] = error.issues.map((issue) => ({
    path: [where, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }))
  const summary = fields.map((f) => `${f.path}: ${f.message}`).join('; ')
  return new AppError(ErrorCode.VALIDATION_FAILED, `Please check the information in the form (${summary})`, {
    fields,
  })
}
