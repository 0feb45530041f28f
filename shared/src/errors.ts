import { ErrorCode } from './error-codes.ts'
import { EID_PUSH_LIMIT_MESSAGE, EID_PUSH_NOT_ALLOWED_MESSAGE, NO_PLAN_MESSAGE } from './messages.ts'

export { ErrorCode } from './error-codes.ts'

/** The status and message of each code of error-codes.ts. */
type CatalogueEntry = {
  status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 500 | 503
  msg: string
}

export const errorCatalogue: Record<ErrorCode, CatalogueEntry> = {
  [ErrorCode.VALIDATION_FAILED]: { status: 400, msg: 'Please check the information in the form' },
  [ErrorCode.NOT_FOUND]: { status: 404, msg: 'Not found' },
  [ErrorCode.CONFLICT]: { status: 409, msg: 'This was changed by someone else; reload and try again' },
  [ErrorCode.TOO_MANY_REQUESTS]: { status: 429, msg: 'Too many attempts; wait a minute and try again' },
  [ErrorCode.PERMISSION_DENIED]: { status: 403, msg: 'You do not have permission for this operation' },
  [ErrorCode.PAYLOAD_TOO_LARGE]: { status: 413, msg: 'The request is larger than this operation accepts' },
  [ErrorCode.UNSUPPORTED_MEDIA_TYPE]: {
    status: 415,
    msg: 'The request body has a type this operation does not read; send it as application/json',
  },
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
  [ErrorCode.BLOCKED]: { status: 403, msg: 'This identifier is on the block list' },
  [ErrorCode.PROFILE_PROTECTED]: {
    status: 409,
    msg: 'This profile is protected; switch protection off before recycling it',
  },
  [ErrorCode.EID_PUSH_NOT_ALLOWED]: { status: 403, msg: EID_PUSH_NOT_ALLOWED_MESSAGE },
  [ErrorCode.NO_PLAN]: { status: 403, msg: NO_PLAN_MESSAGE },
  [ErrorCode.EID_PUSH_LIMIT]: { status: 403, msg: EID_PUSH_LIMIT_MESSAGE },
  [ErrorCode.SUBSCRIPTION_INACTIVE]: { status: 403, msg: EID_PUSH_NOT_ALLOWED_MESSAGE },
  [ErrorCode.PLAN_LIMIT]: { status: 403, msg: "Your plan's limit is reached; upgrade the plan to add more" },
  [ErrorCode.REDOWNLOAD_LIMIT]: {
    status: 403,
    msg: "This profile has used its plan's re-downloads this month; wait for next month or upgrade the plan",
  },
  [ErrorCode.ORDER_STATE]: { status: 409, msg: "This order's status does not allow this; reload the order" },
  [ErrorCode.PAYMENT_SIGNATURE]: {
    status: 400,
    msg: "The payment event's signature is missing or wrong; nothing was changed",
  },
  [ErrorCode.PAYMENT_PROVIDER]: {
    status: 503,
    msg: 'The card payment provider cannot be reached; try again in a minute or pay by bank transfer',
  },
  [ErrorCode.PLAN_OVERLAP]: {
    status: 409,
    msg: 'A paid plan runs or is paid to start later; upgrade it, or buy the next period after it',
  },
  [ErrorCode.MEMBER_EXISTS]: { status: 409, msg: 'This person is already a member of the enterprise' },
  [ErrorCode.LAST_OWNER]: {
    status: 409,
    msg: 'The enterprise needs an active owner; make another member Owner first',
  },
  [ErrorCode.ROLE_IN_USE]: {
    status: 409,
    msg: 'Members hold this role; move them to another role before deleting it',
  },
  [ErrorCode.INVITATION_EXPIRED]: {
    status: 400,
    msg: 'This invitation has expired; ask for a new one',
  },
  [ErrorCode.INVITATION_USED]: {
    status: 400,
    msg: 'This invitation has already been used or replaced by a newer one; sign in, or ask for a new one',
  },
  [ErrorCode.MEMBERSHIP_DEACTIVATED]: {
    status: 403,
    msg: 'Your access to this enterprise was deactivated; contact its administrator',
  },
  [ErrorCode.SIGNED_HEADERS_MISSING]: {
    status: 401,
    msg: 'A signed request needs the AccessKey, Timestamp, RequestID and Signature headers',
  },
  [ErrorCode.ACCESS_KEY_UNKNOWN]: {
    status: 401,
    msg: 'This access key is unknown; check the AccessKey header',
  },
  [ErrorCode.ACCESS_KEY_REVOKED]: { status: 401, msg: 'This access key was revoked; create a new key' },
  [ErrorCode.ACCESS_KEY_EXPIRED]: { status: 401, msg: 'This access key has expired; create a new key' },
  [ErrorCode.REQUEST_CLOCK_SKEW]: {
    status: 401,
    msg: "The Timestamp is more than 10 minutes from the server's clock; send the current time in milliseconds",
  },
  [ErrorCode.REQUEST_REPLAYED]: {
    status: 401,
    msg: 'This RequestID was used already; send a new UUID with each request',
  },
  [ErrorCode.SIGNATURE_INVALID]: {
    status: 401,
    msg: 'The Signature does not match the request; check the signing string and the secret',
  },
  [ErrorCode.IP_NOT_ALLOWED]: { status: 403, msg: 'This access key may not be used from this address' },
  [ErrorCode.KEY_NOT_GRANTED]: { status: 403, msg: 'This access key is not granted this operation' },
  [ErrorCode.INVITATION_SIGN_IN]: {
    status: 403,
    msg: 'This invitation is for an existing account: sign in as that account, then open the link again',
  },
  [ErrorCode.INVITATION_OTHER_ACCOUNT]: {
    status: 403,
    msg: 'This invitation is for another account: sign out, sign in as the invited address, then open the link again',
  },
  [ErrorCode.SMDP_REFUSED]: { status: 409, msg: 'The SM-DP+ refused the request' },
  [ErrorCode.SMDP_PROFILE_UNKNOWN]: {
    status: 404,
    msg: 'The SM-DP+ does not know this ICCID; load the profile into the SM-DP+ first',
  },
  [ErrorCode.SMDP_PROFILE_NOT_AVAILABLE]: {
    status: 409,
    msg: 'This profile is already reserved or used on the SM-DP+',
  },
  [ErrorCode.SMDP_PROFILE_WRONG_STATE]: {
    status: 409,
    msg: 'The profile is in a state on the SM-DP+ that does not allow this operation',
  },
  [ErrorCode.SMDP_EID_MISMATCH]: {
    status: 409,
    msg: 'This profile is reserved on the SM-DP+ for another EID',
  },
  [ErrorCode.SMDP_EID_INVALID]: { status: 400, msg: 'Invalid EID: the SM-DP+ refused it' },
  [ErrorCode.SMDP_MATCHING_ID_IN_USE]: {
    status: 409,
    msg: 'This matching id is already in use on the SM-DP+',
  },
  [ErrorCode.SMDP_RETRY_LIMIT]: {
    status: 409,
    msg: 'The maximum number of attempts for this profile has been reached on the SM-DP+',
  },
  [ErrorCode.SMDP_ORDER_EXPIRED]: { status: 409, msg: 'The order on the SM-DP+ has expired' },
  [ErrorCode.SMDP_PROFILE_TYPE]: {
    status: 409,
    msg: 'The SM-DP+ has no available profile of this profile type',
  },
  [ErrorCode.SMDP_CONFIRMATION_CODE]: {
    status: 400,
    msg: 'The confirmation code is missing or was refused by the SM-DP+',
  },
  [ErrorCode.SMDP_IMPORT_CONFLICT]: {
    status: 409,
    msg: 'The SM-DP+ already holds different data for this ICCID',
  },
  [ErrorCode.SMDP_NOT_AUTHORISED]: {
    status: 500,
    msg: "The SM-DP+ refused the console's credentials; an administrator must check the SM-DP+ settings",
  },
  [ErrorCode.SMDP_UNREACHABLE]: {
    status: 503,
    msg: 'The SM-DP+ cannot be reached; try again in a minute',
  },
  [ErrorCode.SMDP_BAD_ANSWER]: {
    status: 503,
    msg: 'The SM-DP+ gave an answer the console cannot read; try again, and contact support if it persists',
  },
  [ErrorCode.SMDP_NOT_CONFIGURED]: {
    status: 500,
    msg: 'No SM-DP+ is configured, so profiles cannot be reserved; an administrator must set SMDP_URL',
  },
  [ErrorCode.ICCID_IN_USE]: { status: 409, msg: 'This ICCID already exists' },
  [ErrorCode.ORIGIN_NOT_VERIFIED]: {
    status: 403,
    msg: "Call the API at the console's address (https://<console domain>/api), not at its gateway",
  },
  [ErrorCode.UPLOAD_NOT_FOUND]: {
    status: 404,
    msg: 'This upload does not exist in your enterprise; upload the file again',
  },
  [ErrorCode.UPLOAD_EXPIRED]: { status: 410, msg: 'This upload has expired; upload the file again' },
  [ErrorCode.UPLOAD_MISSING]: {
    status: 409,
    msg: 'The file did not reach storage; upload it again, then start the batch',
  },
  [ErrorCode.UPLOAD_USED]: {
    status: 409,
    msg: 'This upload already started a batch; upload the file again to start another',
  },
  [ErrorCode.ENTERPRISE_SUSPENDED]: {
    status: 403,
    msg: "This enterprise's account is suspended, so nothing can be changed or run in it; contact the platform's support team (the administrators who run this console) to have it reactivated",
  },
  [ErrorCode.BIP_CARD_UNAUTHENTICATED]: {
    status: 401,
    msg: 'The check-in is not signed with this card key: check the ICCID, the key and the Bip-Mac header',
  },
  [ErrorCode.BIP_SEQUENCE_REPLAYED]: {
    status: 409,
    msg: 'This sequence number was already used; send the next one, above the last accepted',
  },
  [ErrorCode.BIP_TARGET_NOT_FOUND]: {
    status: 404,
    msg: 'No profile with this ICCID, or no profile in this group; check the ICCID or choose another group',
  },
  [ErrorCode.INVITATION_LINK_UNKNOWN]: {
    status: 400,
    msg: 'This invitation link is not valid; check you have the whole link, or sign up without it',
  },
  [ErrorCode.INVITATION_LINK_EXPIRED]: {
    status: 410,
    msg: 'This invitation link has expired; sign up without it, or ask whoever sent it for a new one',
  },
  [ErrorCode.INVITATION_LINK_USED_UP]: {
    status: 409,
    msg: 'This invitation link has been used as many times as it allows; sign up without it, or ask for a new one',
  },
  [ErrorCode.INVITATION_LINK_REVOKED]: {
    status: 410,
    msg: 'This invitation link was withdrawn; sign up without it, or ask whoever sent it for a new one',
  },
  [ErrorCode.INTERNAL]: {
    status: 500,
    msg: 'Something went wrong on our side; try again, and quote the request id if it persists',
  },
  [ErrorCode.OAUTH_PROVIDER_UNKNOWN]: { status: 404, msg: 'This sign-in provider is not available' },
  [ErrorCode.OAUTH_STEP_EXPIRED]: {
    status: 400,
    msg: 'Your sign-in with Google or Microsoft has expired; start it again',
  },
  [ErrorCode.OAUTH_LAST_SIGN_IN]: {
    status: 409,
    msg: 'This is your only way to sign in; set a password (Forgot password) or link another account first',
  },
  [ErrorCode.OAUTH_IDENTITY_TAKEN]: {
    status: 409,
    msg: 'This Google or Microsoft account is already linked to another user',
  },
  [ErrorCode.OAUTH_IDENTITY_NOT_FOUND]: { status: 404, msg: 'This linked account was not found' },
  [ErrorCode.UPSTREAM_UNAVAILABLE]: {
    status: 503,
    msg: 'A service we depend on is unavailable; try again in a minute',
  },
}

/** The codes after which the client must drop its session and go to the sign-in page. */
export const SESSION_INVALID_CODES: readonly number[] = [
  ErrorCode.SESSION_REVOKED,
  ErrorCode.SESSION_INVALID,
  ErrorCode.SESSION_EXPIRED,
]
