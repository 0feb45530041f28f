/**
 * Messages the shared rules give, in a module that imports nothing: the web's error and validation text
 * (`web/src/lib/validation-message.ts`, the error catalogue) maps them to its strings on every page, the
 * sign-in page included, which must not carry the schemas of the console that give them.
 */

/** EID push is in beta: uses per enterprise account, each billed. */
export const EID_PUSH_LIMIT = 10
/** The refusals EID push shows; the first two are worded exactly as the product specifies. */
export const EID_PUSH_NOT_ALLOWED_MESSAGE =
  "The current subscription has expired or the plan doesn't support the operation"
export const NO_PLAN_MESSAGE = "You don't subscribe to any Plan, please contact admin to order."
export const EID_PUSH_LIMIT_MESSAGE = `EID push is in beta: this account has used its ${EID_PUSH_LIMIT} pushes`

/** The insight screens' range of days. */
export const RANGE_INVERTED_MESSAGE = 'The range ends before it starts: choose a start on or before the end'
export const RANGE_FUTURE_MESSAGE = 'The range ends in the future: choose an end on or before today'
export const DAY_FORMAT_MESSAGE = 'Use a date as YYYY-MM-DD'
export const DAY_MISSING_MESSAGE = 'This date does not exist'

/** Refuses generation from an unfinished configuration, worded as the product specifies. */
export const INCOMPLETE_CONFIG_MESSAGE =
  'Please fill in the configuration information completely before generating the eSIM QR Code'

/**
 * A warning, not a refusal, when an IMSI does not start with the configuration's HPLMN (the IMSI's MCC+MNC
 * should equal it); worded as the product specifies.
 */
export const HPLMN_MISMATCH_MESSAGE =
  'Please review the IMSI or create a new configuration as the current HPLMN does not match, potentially affecting network usage'
