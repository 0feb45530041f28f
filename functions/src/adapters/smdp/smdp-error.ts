import { ErrorCode } from '@simlessly/shared/errors'
import type { Es2PlusFunction, ExecutionStatus, StatusCodeData } from '@simlessly/shared/esim/es2plus'
import { AppError } from '../../app-error.ts'
import { describeStatus } from './status-codes.ts'

export type SmdpOperation = Es2PlusFunction | 'loadProfiles'

/**
 * Everything the SM-DP+ adapter throws. It is an AppError, so a route answers it with its catalogue code
 * and status as is, and a batch worker can write `message` into a row's error; `statusCodeData` keeps the
 * SM-DP+'s own subject and reason codes for logs and support.
 */
export class SmdpError extends AppError {
  override name = 'SmdpError'
  readonly operation: SmdpOperation
  /** The ES2+ execution status, when the SM-DP+ answered one. */
  readonly executionStatus: Extract<ExecutionStatus, 'Failed' | 'Expired'> | undefined
  readonly statusCodeData: StatusCodeData | undefined
  readonly httpStatus: number | undefined

  constructor(input: {
    code: ErrorCode
    message: string
    operation: SmdpOperation
    executionStatus?: 'Failed' | 'Expired'
    statusCodeData?: StatusCodeData
    httpStatus?: number
    cause?: unknown
  }) {
    const data = input.statusCodeData
    super(input.code, input.message, {
      operation: input.operation,
      ...(data && { subjectCode: data.subjectCode, reasonCode: data.reasonCode }),
    })
    this.operation = input.operation
    this.executionStatus = input.executionStatus
    this.statusCodeData = data
    this.httpStatus = input.httpStatus
    if (input.cause !== undefined) this.cause = input.cause
  }

  /** A Failed or Expired answer, with the console's reading of its status codes. */
  static fromAnswer(
    operation: Es2PlusFunction,
    executionStatus: 'Failed' | 'Expired',
    data: StatusCodeData | undefined,
    iccid: string | undefined,
  ): SmdpError {
    const who = iccid ? `ICCID ${iccid}` : 'this profile'
    const described = data
      ? describeStatus(data.subjectCode, data.reasonCode, iccid)
      : { code: ErrorCode.SMDP_REFUSED, message: `The SM-DP+ refused the request for ${who}` }
    // Expired means the order outlived its validity period, whatever the codes say (SGP.22 5.2.6).
    const code = executionStatus === 'Expired' ? ErrorCode.SMDP_ORDER_EXPIRED : described.code
    const base = executionStatus === 'Expired' ? `The SM-DP+ order for ${who} has expired` : described.message
    const codes = data
      ? ` (SM-DP+ ${operation}: ${data.subjectCode}/${data.reasonCode})`
      : ` (SM-DP+ ${operation})`
    return new SmdpError({
      code,
      message: `${base}${codes}`,
      operation,
      executionStatus,
      ...(data && { statusCodeData: data }),
    })
  }
}
