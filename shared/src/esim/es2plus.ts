import { z } from 'zod'

/**
 * The ES2+ wire format (SGP.22 5.3 and 6.5), used by the client adapter and by the local simulator, so both
 * speak one contract. Field lists follow the public implementations: the ostelco ES2+ entities
 * (ostelco/ostelco-core, sim-administration/es2plus4dropwizard/.../Es2PlusEntities.kt) and pySim
 * (osmocom/pysim, pySim/esim/es2p.py).
 */
export const ES2PLUS_PATH = '/gsma/rsp2/es2plus'
/** SGP.22 6.5.1: every request and answer carries the protocol version in this header. */
export const ADMIN_PROTOCOL_HEADER = 'X-Admin-Protocol'
export const ADMIN_PROTOCOL = 'gsma/rsp/v2.1.0'

export const ES2PLUS_FUNCTIONS = ['downloadOrder', 'confirmOrder', 'cancelOrder', 'releaseProfile'] as const
export type Es2PlusFunction = (typeof ES2PLUS_FUNCTIONS)[number]

export const EXECUTION_STATUSES = ['Executed-Success', 'Executed-WithWarning', 'Failed', 'Expired'] as const
export type ExecutionStatus = (typeof EXECUTION_STATUSES)[number]

export const requestHeaderSchema = z.object({
  functionRequesterIdentifier: z.string().min(1),
  functionCallIdentifier: z.string().min(1),
})

export const statusCodeDataSchema = z.object({
  subjectCode: z.string().min(1),
  reasonCode: z.string().min(1),
  subjectIdentifier: z.string().optional(),
  message: z.string().optional(),
})
export type StatusCodeData = z.infer<typeof statusCodeDataSchema>

export const responseHeaderSchema = z.object({
  functionExecutionStatus: z.object({
    status: z.enum(EXECUTION_STATUSES),
    statusCodeData: statusCodeDataSchema.optional(),
  }),
})

/**
 * Peers before SGP.22 v2.2 pad a 19-digit ICCID with F to 20 characters (pySim's encoder always does); the
 * ICCID is the 19 digits, on either side of the interface.
 */
const withoutIccidPad = (value: string) => (/^\d{19}[Ff]$/.test(value) ? value.slice(0, -1) : value)
const answeredIccid = z
  .string()
  .regex(/^(?:\d{18,20}|\d{19}[Ff])$/, 'not an ICCID')
  .transform(withoutIccidPad)
/** An ICCID in a request: stays a plain string (see below), without the pad. */
const requestedIccid = z.string().transform(withoutIccidPad)

/** A matching id the operator sends: upper-case letters, digits and dash (the ostelco request schema: `^[-0-9A-Z]*$`). */
export const matchingIdSchema = z.string().regex(/^[-0-9A-Z]*$/, 'use upper-case letters, digits and -')
/**
 * A matching id the SM-DP+ answers: the response schema sets no pattern and LPAs take either case, so
 * letters of both cases, digits and dash (what an AC can carry), kept as given.
 */
const answeredMatchingId = z.string().regex(/^[-0-9A-Za-z]*$/, 'use letters, digits and -')

// Requests: the simulator parses them at its edge. EIDs and ICCIDs stay plain strings here so that it can
// answer a wrong one with the specific SGP.22 status code instead of a generic format error.
export const downloadOrderRequestSchema = z.object({
  header: requestHeaderSchema,
  eid: z.string().optional(),
  iccid: requestedIccid.optional(),
  profileType: z.string().min(1).optional(),
})
/**
 * The SM-DS address travels as `smdsAddress` (the SGP.22 field, which the console sends); the later
 * ostelco ES2+ entities send it as `smdpAddress`, so that name is taken for it too (the schema's wins when
 * both come).
 */
export const confirmOrderRequestSchema = z
  .object({
    header: requestHeaderSchema,
    iccid: requestedIccid,
    releaseFlag: z.boolean(),
    eid: z.string().optional(),
    matchingId: z.string().optional(),
    confirmationCode: z.string().optional(),
    smdsAddress: z.string().optional(),
    smdpAddress: z.string().optional(),
  })
  .transform(({ smdpAddress, ...request }) => ({
    ...request,
    smdsAddress: request.smdsAddress ?? smdpAddress,
  }))
export const FINAL_PROFILE_STATUSES = ['Available', 'Unavailable'] as const
export const cancelOrderRequestSchema = z.object({
  header: requestHeaderSchema,
  iccid: requestedIccid,
  finalProfileStatusIndicator: z.enum(FINAL_PROFILE_STATUSES),
  eid: z.string().optional(),
  matchingId: z.string().optional(),
})
export const releaseProfileRequestSchema = z.object({ header: requestHeaderSchema, iccid: requestedIccid })

export const requestSchemas = {
  downloadOrder: downloadOrderRequestSchema,
  confirmOrder: confirmOrderRequestSchema,
  cancelOrder: cancelOrderRequestSchema,
  releaseProfile: releaseProfileRequestSchema,
} satisfies Record<Es2PlusFunction, z.ZodType>

// Answers: the adapter parses every one. Only the header is mandatory in a Failed or Expired answer.
export const answerHeaderSchema = z.object({ header: responseHeaderSchema })
export const downloadOrderAnswerSchema = z.object({ iccid: answeredIccid })
export const confirmOrderAnswerSchema = z.object({
  matchingId: answeredMatchingId,
  eid: z
    .string()
    .regex(/^\d{32}$/)
    .optional(),
  smdpAddress: z.string().min(1).optional(),
})

/**
 * ES2+.HandleDownloadProgressInfo (SGP.22 5.3.5): the SM-DP+ tells the operator how a download went, at
 * notification points 1 eligibility and retry-limit check, 2 confirmation failure, 3 bound profile package
 * download, 4 installation, 5 deletion. The operator answers 204 with no body.
 */
export const HANDLE_DOWNLOAD_PROGRESS_INFO = 'handleDownloadProgressInfo'
export const NOTIFICATION_POINTS = {
  ELIGIBILITY: 1,
  CONFIRMATION: 2,
  DOWNLOAD: 3,
  INSTALLATION: 4,
  DELETION: 5,
} as const
/**
 * Point 5 carries the eUICC's other RSP notifications (SGP.22: enable, disable, delete). Which operation it
 * was travels in resultData; here as the base64 of the operation's name (a real SM-DP+ forwards the
 * notification's own encoding). Without resultData, point 5 means deletion, as SGP.22 names that point.
 */
export const OTHER_OPERATIONS = ['enable', 'disable', 'delete'] as const
export type OtherOperation = (typeof OTHER_OPERATIONS)[number]
export const encodeOperation = (operation: OtherOperation) => btoa(operation)
export function decodeOperation(resultData: string | undefined): OtherOperation {
  if (resultData === undefined) return 'delete'
  const name = decodeBase64(resultData)
  return OTHER_OPERATIONS.find((operation) => operation === name) ?? 'delete'
}
function decodeBase64(value: string): string | undefined {
  try {
    return atob(value)
  } catch {
    return undefined
  }
}
/** An ES2+ time (SGP.22 6.5, the W3C form `YYYY-MM-DDThh:mm:ssTZD`): whole seconds, in UTC written `Z`. */
export const es2plusTimestamp = (at: Date) => at.toISOString().replace(/\.\d+Z$/, 'Z')

/** The header with the shared secret by which the console knows a notification comes from its SM-DP+ (local mode; mutual TLS in production). */
export const NOTIFICATION_SECRET_HEADER = 'X-Notification-Secret'
export const handleDownloadProgressInfoSchema = z.object({
  header: requestHeaderSchema,
  eid: z
    .string()
    .regex(/^\d{32}$/)
    .optional(),
  iccid: answeredIccid,
  profileType: z.string().min(1),
  /**
   * When the event happened on the SM-DP+. Sent as es2plusTimestamp writes it; taken with fractions of a
   * second or a numeric offset too, as peers send them (pySim writes Python's isoformat).
   */
  timestamp: z.iso.datetime({ offset: true }),
  notificationPointId: z.number().int().min(1).max(5),
  /**
   * Any function execution status: Executed-WithWarning is a success with a note (statusCodeData says
   * what), Expired a failure-like end (the point was not reached in time).
   */
  notificationPointStatus: z.object({
    status: z.enum(EXECUTION_STATUSES),
    statusCodeData: statusCodeDataSchema.optional(),
  }),
  /** The device's result data (base64), when the point has any. */
  resultData: z.string().max(10_000).optional(),
})
export type HandleDownloadProgressInfo = z.infer<typeof handleDownloadProgressInfoSchema>
