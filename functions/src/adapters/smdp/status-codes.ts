import { ErrorCode } from '@simlessly/shared/errors'

/**
 * SGP.22 5.2.6: a Failed or Expired ES2+ answer names a subject code (what failed) and a reason code (why).
 * The values and their per-function meanings (SGP.22 5.3.1-5.3.4) as reproduced in public material:
 * - generic codes 1.1, 1.2, 1.6: docs.connectedyou.io, "GSMA codes and descriptions" (eUICC centre guide);
 * - the 8.x codes: the SM-DP+ error tables kept by LPA implementations, and pySim's SM-DP+
 *   (osmocom/pysim osmo-smdpp.py: 8.1.1/3.8, 8.2.6/3.8, 8.2/1.2); Android names the pair
 *   "SubjectCode [5.2.6.1] and ReasonCode [5.2.6.2]" (source.android.com, esim-error-handling).
 */
export const Subject = {
  FUNCTION_REQUESTER: '1.1',
  FUNCTION_PROVIDER: '1.2',
  FUNCTION: '1.6',
  EID: '8.1.1',
  PROFILE_ICCID: '8.2.1',
  PROFILE_TYPE: '8.2.5',
  MATCHING_ID: '8.2.6',
  CONFIRMATION_CODE: '8.2.7',
  DOWNLOAD_ORDER: '8.8.5',
  SMDS: '8.9',
} as const

export const Reason = {
  UNKNOWN_CALLER: '1.1',
  NOT_ALLOWED: '1.2',
  INVALID: '2.1',
  MANDATORY_ELEMENT_MISSING: '2.2',
  CONDITIONAL_ELEMENT_MISSING: '2.3',
  ALREADY_IN_USE: '3.3',
  INVALID_TRANSITION: '3.5',
  UNAVAILABLE: '3.7',
  REFUSED: '3.8',
  UNKNOWN: '3.9',
  INVALID_ASSOCIATION: '3.10',
  EXECUTION_ERROR: '4.2',
  TIME_TO_LIVE_EXPIRED: '4.10',
  INACCESSIBLE: '5.1',
  MAX_ATTEMPTS_EXCEEDED: '6.4',
} as const

// Keyed `subject/reason`, or `subject` alone for any other reason of that subject. `{who}` is the profile.
const CODES: Record<string, ErrorCode> = {
  '8.2.1/3.9': ErrorCode.SMDP_PROFILE_UNKNOWN,
  '8.2.1/3.3': ErrorCode.SMDP_PROFILE_NOT_AVAILABLE,
  '8.2.1/3.5': ErrorCode.SMDP_PROFILE_WRONG_STATE,
  '8.2.1/3.10': ErrorCode.SMDP_EID_MISMATCH,
  '8.1.1/3.10': ErrorCode.SMDP_EID_MISMATCH,
  '8.1.1/2.1': ErrorCode.SMDP_EID_INVALID,
  '8.1.1/2.2': ErrorCode.SMDP_REFUSED,
  '8.1.1': ErrorCode.SMDP_EID_INVALID,
  '8.2.6/3.3': ErrorCode.SMDP_MATCHING_ID_IN_USE,
  '8.2.6': ErrorCode.SMDP_REFUSED,
  '8.2.5': ErrorCode.SMDP_PROFILE_TYPE,
  '8.2.7/6.4': ErrorCode.SMDP_RETRY_LIMIT,
  '8.2.7': ErrorCode.SMDP_CONFIRMATION_CODE,
  '8.8.5/6.4': ErrorCode.SMDP_RETRY_LIMIT,
  '8.8.5/4.10': ErrorCode.SMDP_ORDER_EXPIRED,
  '1.1': ErrorCode.SMDP_NOT_AUTHORISED,
}

const MESSAGES: Record<string, string> = {
  '8.2.1/3.9': 'The SM-DP+ does not know {who}; load the profile into the SM-DP+ first',
  '8.2.1/3.3': '{Who} is not available on the SM-DP+: it is already reserved or downloaded',
  '8.2.1/3.5': '{Who} is in a state on the SM-DP+ that does not allow this operation',
  '8.2.1/3.10': '{Who} is associated with a different EID on the SM-DP+',
  '8.2.1': 'The SM-DP+ refused {who}',
  '8.1.1/3.10': 'The EID differs from the one {who} was ordered for',
  '8.1.1/2.1': 'The SM-DP+ refused the EID as invalid: check its 32 digits',
  '8.1.1/2.2': 'The SM-DP+ needs an EID for this order (an SM-DS push or an empty matching id)',
  '8.1.1': 'The SM-DP+ refused the EID',
  '8.2.6/3.3': 'This matching id is already in use on the SM-DP+; use another or let the SM-DP+ make one',
  '8.2.6/3.10': 'The matching id differs from the one {who} was confirmed with',
  '8.2.6': 'The SM-DP+ refused the matching id',
  '8.2.5/3.7': 'The SM-DP+ has no available profile left of this profile type',
  '8.2.5/3.8': 'The profile type does not match the one of {who} on the SM-DP+',
  '8.2.5': 'The SM-DP+ does not know this profile type',
  '8.2.7/6.4': 'Too many wrong confirmation codes: the SM-DP+ blocked this order',
  '8.2.7': 'The confirmation code is missing or was refused by the SM-DP+',
  '8.8.5/6.4': 'The maximum number of download attempts for {who} has been reached',
  '8.8.5/4.10': 'The download order of {who} has expired on the SM-DP+',
  '8.9': 'The SM-DP+ could not register the event at the SM-DS (check the SM-DS address)',
  '1.1': "The SM-DP+ does not accept the console's requester identity or credentials",
  '1.2': 'The SM-DP+ could not process the request; try again later',
  '1.6': 'The SM-DP+ refused a parameter of the request',
}

/** The console error code and a message a console user can act on, for a Failed or Expired answer. */
export function describeStatus(subjectCode: string, reasonCode: string, iccid: string | undefined) {
  const who = iccid ? `ICCID ${iccid}` : 'this profile'
  const pair = `${subjectCode}/${reasonCode}`
  const code = CODES[pair] ?? CODES[subjectCode] ?? ErrorCode.SMDP_REFUSED
  const template = MESSAGES[pair] ?? MESSAGES[subjectCode] ?? 'The SM-DP+ refused the request for {who}'
  const Who = who.charAt(0).toUpperCase() + who.slice(1)
  return { code, message: template.replace('{who}', who).replace('{Who}', Who) }
}
