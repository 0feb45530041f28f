/**
 * The one error catalogue of the API. Every `success: false` envelope carries one of these codes.
 * The session codes 10102, 10103 and 10206 come from the seed: the client treats them as an invalid
 * session (clear the token cookie, go to /login).
 */
export const ErrorCode = {
  VALIDATION_FAILED: 10001,
  NOT_FOUND: 10002,
  CONFLICT: 10003,
  TOO_MANY_REQUESTS: 10004,
  PERMISSION_DENIED: 10005,
  SESSION_INVALID: 10102,
  SESSION_EXPIRED: 10103,
  SESSION_REVOKED: 10206,
  LOGIN_FAILED: 10110,
  ACCOUNT_NOT_VERIFIED: 10111,
  CODE_INVALID: 10112,
  PASSWORD_SAME_AS_OLD: 10114,
  OLD_PASSWORD_WRONG: 10115,
  ACCOUNT_DISABLED: 10116,
  INTERNAL: 10500,
  UPSTREAM_UNAVAILABLE: 10503,
} as const

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode]

type CatalogueEntry = { status: 400 | 401 | 403 | 404 | 409 | 429 | 500 | 503; msg: string }

export const errorCatalogue: Record<ErrorCode, CatalogueEntry> = {
  [ErrorCode.VALIDATION_FAILED]: { status: 400, msg: 'Please check the information in the form' },
  [ErrorCode.NOT_FOUND]: { status: 404, msg: 'Not found' },
  [ErrorCode.CONFLICT]: { status: 409, msg: 'This was changed by someone else; reload and try again' },
  [ErrorCode.TOO_MANY_REQUESTS]: { status: 429, msg: 'Too many attempts; wait a minute and try again' },
  [ErrorCode.PERMISSION_DENIED]: { status: 403, msg: 'You do not have permission for this operation' },
  [ErrorCode.SESSION_INVALID]: { status: 401, msg: 'Please sign in' },
  [ErrorCode.SESSION_EXPIRED]: { status: 401, msg: 'Token Exired' },
  [ErrorCode.SESSION_REVOKED]: { status: 401, msg: 'Your session has ended; please sign in again' },
  [ErrorCode.LOGIN_FAILED]: { status: 401, msg: 'The email or password is incorrect' },
  [ErrorCode.ACCOUNT_NOT_VERIFIED]: {
    status: 403,
    msg: 'Please confirm your email address first: follow the link we sent you, or ask for a new one',
  },
  [ErrorCode.CODE_INVALID]: {
    status: 400,
    msg: 'This link is invalid, expired or already used; ask for a new one',
  },
  [ErrorCode.PASSWORD_SAME_AS_OLD]: { status: 400, msg: 'new password is the same of old password' },
  [ErrorCode.OLD_PASSWORD_WRONG]: { status: 400, msg: 'The current password is incorrect' },
  [ErrorCode.ACCOUNT_DISABLED]: { status: 403, msg: 'This account is disabled; contact your administrator' },
  [ErrorCode.INTERNAL]: {
    status: 500,
    msg: 'Something went wrong on our side; try again, and quote the request id if it persists',
  },
  [ErrorCode.UPSTREAM_UNAVAILABLE]: {
    status: 503,
    msg: 'A service we depend on is unavailable; try again in a minute',
  },
}

/** The codes after which the client must drop its session and go to the sign-in page (seed section 8). */
export const SESSION_INVALID_CODES: readonly number[] = [
  ErrorCode.SESSION_REVOKED,
  ErrorCode.SESSION_INVALID,
  ErrorCode.SESSION_EXPIRED,
]
