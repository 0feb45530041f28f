import { ErrorCode, type FieldErrors, SESSION_INVALID_CODES } from '@simlessly/shared'
import { readFieldErrors } from './plain-readers'

/**
 * Where a failed call failed: the server answered `success: false` (`server`), the request never got an
 * answer (`network`, `timeout`), the answer was not the expected envelope (`invalid-response`), or the
 * browser signed the user out for inactivity before sending it (`inactive`, which carries no message).
 */
export type ApiErrorKind = 'server' | 'network' | 'timeout' | 'invalid-response' | 'inactive'

/** The code carried by errors raised in the browser rather than by the server. */
export const CLIENT_ERROR_CODE = 0

type ApiErrorInit = {
  kind: ApiErrorKind
  code: number
  msg: string
  requestId: string
  status?: number | undefined
  details?: unknown
}

/** The one error type of the API client; `msg` is ready to show to the user. */
export class ApiError extends Error {
  override name = 'ApiError'
  readonly kind: ApiErrorKind
  readonly code: number
  readonly msg: string
  readonly requestId: string
  readonly status: number | undefined
  /** The envelope's `obj` of a failed call, such as field errors. */
  readonly details: unknown

  constructor(init: ApiErrorInit) {
    super(init.msg)
    this.kind = init.kind
    this.code = init.code
    this.msg = init.msg
    this.requestId = init.requestId
    this.status = init.status
    this.details = init.details ?? null
  }

  /** The session is gone (10102, 10103 or 10206): the session layer clears the cookie and goes to sign-in. */
  /** The server refused the caller's role this operation (10005). */
  get isPermissionDenied(): boolean {
    return this.kind === 'server' && this.code === ErrorCode.PERMISSION_DENIED
  }

  get isSessionInvalid(): boolean {
    return this.kind === 'server' && SESSION_INVALID_CODES.includes(this.code)
  }

  /** The field-level messages of a validation failure (`obj.fields`), empty for any other failure. */
  get fieldErrors(): FieldErrors['fields'] {
    return readFieldErrors(this.details) ?? []
  }
}
