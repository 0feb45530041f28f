/**
 * The one error catalogue of the API. Every `success: false` envelope carries one of these codes.
 * The session codes 10102, 10103 and 10206 are fixed by the product: the client treats them as an invalid
 * session (clear the token cookie, go to /login).
 */
export const ErrorCode = {
  VALIDATION_FAILED: 10001,
  NOT_FOUND: 10002,
  CONFLICT: 10003,
  TOO_MANY_REQUESTS: 10004,
  PERMISSION_DENIED: 10005,
  PAYLOAD_TOO_LARGE: 10006,
  UNSUPPORTED_MEDIA_TYPE: 10007,
  SESSION_INVALID: 10102,
  SESSION_EXPIRED: 10103,
  SESSION_REVOKED: 10206,
  LOGIN_FAILED: 10110,
  ACCOUNT_NOT_VERIFIED: 10111,
  CODE_INVALID: 10112,
  PASSWORD_SAME_AS_OLD: 10114,
  OLD_PASSWORD_WRONG: 10115,
  ACCOUNT_DISABLED: 10116,
  ICCID_IN_USE: 10120,
  // Fleet, EID push and the block list
  BLOCKED: 10130,
  PROFILE_PROTECTED: 10131,
  EID_PUSH_NOT_ALLOWED: 10140,
  NO_PLAN: 10141,
  EID_PUSH_LIMIT: 10142,
  // Plans, orders and payments
  /** No current subscription (expired or cancelled) or a plan without the feature: the product's words. */
  SUBSCRIPTION_INACTIVE: 10143,
  /** A plan's cap (members, configurations) is reached; the message names the plan and the cap. */
  PLAN_LIMIT: 10144,
  /** A profile has used its plan's re-downloads of the month; the message names the plan, its limit, what is left. */
  REDOWNLOAD_LIMIT: 10145,
  /** The order's status does not allow this (the order state machine refuses the event). */
  ORDER_STATE: 10150,
  /** A payment provider event whose signature is missing or wrong. */
  PAYMENT_SIGNATURE: 10151,
  /** The card provider could not be reached or refused the request. */
  PAYMENT_PROVIDER: 10152,
  /**
   * A new plan while a paid one runs or is paid to start later: one plan at a time, so the answer says what
   * to do instead (upgrade it, or buy the next period after it).
   */
  PLAN_OVERLAP: 10153,
  // The team
  /** The address is a member already, or has a pending invitation: the message says which. */
  MEMBER_EXISTS: 10160,
  /** The change would leave the enterprise without an active owner. */
  LAST_OWNER: 10161,
  /** A role still held by members (or invitations) cannot be deleted. */
  ROLE_IN_USE: 10162,
  INVITATION_EXPIRED: 10163,
  INVITATION_USED: 10164,
  /**
   * Sign-in refused: the account is fine, but deactivated in every enterprise it belongs to (10116 would tell
   * the person their account is disabled, which it is not).
   */
  MEMBERSHIP_DEACTIVATED: 10165,
  // Requests signed with an API key: each says which part failed, never the secret.
  SIGNED_HEADERS_MISSING: 10170,
  ACCESS_KEY_UNKNOWN: 10171,
  ACCESS_KEY_REVOKED: 10172,
  ACCESS_KEY_EXPIRED: 10173,
  REQUEST_CLOCK_SKEW: 10174,
  REQUEST_REPLAYED: 10175,
  SIGNATURE_INVALID: 10176,
  IP_NOT_ALLOWED: 10177,
  KEY_NOT_GRANTED: 10178,
  // Invitations to an existing account: only that account, signed in, accepts them.
  /** The invited address has an account: sign in as it, then open the link again. */
  INVITATION_SIGN_IN: 10179,
  /** Signed in as another account than the one invited. */
  INVITATION_OTHER_ACCOUNT: 10180,
  // Production's edge and the batch uploads that go straight to storage (10190-10194).
  /** A request to the API that did not come through the console's CloudFront router. */
  ORIGIN_NOT_VERIFIED: 10190,
  /** No upload of this enterprise has this key (never asked for, or another enterprise's). */
  UPLOAD_NOT_FOUND: 10191,
  /** The upload's time to start a batch has passed. */
  UPLOAD_EXPIRED: 10192,
  /** The upload was asked for, but no file reached storage under it. */
  UPLOAD_MISSING: 10193,
  /** The upload started a batch already. */
  UPLOAD_USED: 10194,
  // The SM-DP+ over ES2+ (functions/src/adapters/smdp): 10300-10349 answers of the SM-DP+, 10350-10399
  // failures to get an answer at all.
  SMDP_REFUSED: 10300,
  SMDP_PROFILE_UNKNOWN: 10301,
  SMDP_PROFILE_NOT_AVAILABLE: 10302,
  SMDP_PROFILE_WRONG_STATE: 10303,
  SMDP_EID_MISMATCH: 10304,
  SMDP_EID_INVALID: 10305,
  SMDP_MATCHING_ID_IN_USE: 10306,
  SMDP_RETRY_LIMIT: 10307,
  SMDP_ORDER_EXPIRED: 10308,
  SMDP_PROFILE_TYPE: 10309,
  SMDP_CONFIRMATION_CODE: 10310,
  SMDP_IMPORT_CONFLICT: 10311,
  SMDP_NOT_AUTHORISED: 10350,
  SMDP_UNREACHABLE: 10351,
  SMDP_BAD_ANSWER: 10352,
  SMDP_NOT_CONFIGURED: 10353,
  // The platform's admin area, clients (10600-10649).
  /** The enterprise is suspended by the platform: its members may sign in, but every operation is refused. */
  ENTERPRISE_SUSPENDED: 10600,
  BIP_CARD_UNAUTHENTICATED: 10700,
  BIP_SEQUENCE_REPLAYED: 10701,
  BIP_TARGET_NOT_FOUND: 10702,
  // Sign-up invitation links of the admin (10650-10699).
  /** No invitation link has this token. */
  INVITATION_LINK_UNKNOWN: 10650,
  INVITATION_LINK_EXPIRED: 10651,
  /** The link's every use is taken (the last one by a sign-up a moment before, maybe). */
  INVITATION_LINK_USED_UP: 10652,
  INVITATION_LINK_REVOKED: 10653,
  // Sign-in through external providers (10750-10799).
  /** No provider of that name is configured. */
  OAUTH_PROVIDER_UNKNOWN: 10750,
  /** The registration or link step after a provider sign-in is missing or expired. */
  OAUTH_STEP_EXPIRED: 10751,
  /** Unlinking would leave the account without a way to sign in. */
  OAUTH_LAST_SIGN_IN: 10752,
  /** The provider's identity is already another account's. */
  OAUTH_IDENTITY_TAKEN: 10753,
  OAUTH_IDENTITY_NOT_FOUND: 10754,
  INTERNAL: 10500,
  UPSTREAM_UNAVAILABLE: 10503,
} as const

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode]
