import { ErrorCode, errorCatalogue } from '@simlessly/shared/errors'

/**
 * The one error type domain code throws. The API turns it into a `success: false` envelope with the
 * catalogue's HTTP status; `details` goes into `obj` (for example field-level validation messages).
 */
export class AppError extends Error {
  override name = 'AppError'
  readonly code: ErrorCode
  readonly details: unknown
  /** When the client may try again, in seconds: the answer's Retry-After. */
  retryAfterSeconds: number | undefined

  constructor(code: ErrorCode, msg?: string, details?: unknown) {
    super(msg ?? errorCatalogue[code].msg)
    this.code = code
    this.details = details ?? null
    this.retryAfterSeconds = undefined
  }

  get status() {
    return errorCatalogue[this.code].status
  }

  static notFound(msg?: string) {
    return new AppError(ErrorCode.NOT_FOUND, msg)
  }
}
