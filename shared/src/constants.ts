/** Business constants and limits, and the names the SPA and the server share. */
export const DEFAULT_APP_NAME = 'Simlessly'
export const DEFAULT_ICON_URL = '/favicon.ico'
export const DEFAULT_THEME = '#1d4ed8'

export const MOUNT_DELAY_MS = 250
export const REQUEST_TIMEOUT_MS = 60_000
export const NOTIFICATION_DURATION_MS = 5_000
export const INACTIVITY_LIMIT_MS = 2 * 60 * 60 * 1000
export const FREE_TRIAL_DAYS = 15
export const EMPTY_VALUE = '--'

/** The session cookie is the product prefix plus `token`. */
export const COOKIE_PREFIX = 'simlessly_'
export const TOKEN_COOKIE_SUFFIX = 'token'
export const TOKEN_COOKIE_NAME = `${COOKIE_PREFIX}${TOKEN_COOKIE_SUFFIX}`
/** Lifetimes of the single-use codes mailed for activation and password reset. */
export const VERIFY_CODE_TTL_MS = 24 * 60 * 60 * 1000
export const RESET_CODE_TTL_MS = 30 * 60 * 1000
/**
 * The sign-in throttle, per fixed window: failed sign-ins allowed for one account (its email), and from one
 * client address across every account (one password tried on many accounts). Then a wait until the window
 * ends; the password reset stays open to the owner and clears the account's count.
 */
export const SIGN_IN_THROTTLE = {
  windowMs: 15 * 60 * 1000,
  failuresPerAccount: 5,
  failuresPerAddress: 20,
} as const
/** The broadcast channel between tabs is named from the app name plus this suffix. */
export const MAIN_CHANNEL_SUFFIX = '-main-channel'
/** Local storage key holding the last brand config the server returned. */
export const APP_CONFIG_STORAGE_KEY = 'app-config'

/** Request headers every API call sends (the token only while the cookie holds one). */
export const RequestHeader = {
  token: 'token',
  timestamp: 'timestamp',
  requestId: 'request-id',
  timezone: 'timezone',
} as const
