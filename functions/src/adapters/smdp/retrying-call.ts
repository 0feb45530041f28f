import { setTimeout as sleep } from 'node:timers/promises'
import { ErrorCode } from '@simlessly/shared/errors'
import { answerHeaderSchema, type Es2PlusFunction } from '@simlessly/shared/esim/es2plus'
import type { z } from 'zod'
import type { Logger } from '../logger.ts'
import { type HttpAnswer, type JsonTransport, parseJson, TransportError } from './json-transport.ts'
import { SmdpError, type SmdpOperation } from './smdp-error.ts'

export type RetryPolicy = { retries: number; baseDelayMs: number; maxDelayMs: number }

type CallerOptions = {
  transport: JsonTransport | undefined
  logger: Pick<Logger, 'warn' | 'debug'> | undefined
  policy: RetryPolicy
}

export type Caller = ReturnType<typeof createCaller>

/**
 * Attempts, retries and the reading of answers. Only failures to get an answer are retried (transport
 * errors, timeouts, HTTP 5xx), with exponential backoff and full jitter so that a worker's many concurrent
 * calls do not retry in lockstep. A Failed or Expired answer is the SM-DP+'s decision: never retried.
 */
export function createCaller({ transport, logger, policy }: CallerOptions) {
  async function send(
    operation: SmdpOperation,
    path: string,
    body: unknown,
    headers: Record<string, string>,
  ) {
    if (!transport) {
      throw new SmdpError({
        code: ErrorCode.SMDP_NOT_CONFIGURED,
        message: 'No SM-DP+ is configured (SMDP_URL), so profiles cannot be reserved',
        operation,
      })
    }
    let last: HttpAnswer | TransportError | undefined
    for (let attempt = 0; attempt <= policy.retries; attempt += 1) {
      if (attempt > 0) await sleep(backoff(policy, attempt))
      try {
        last = await transport.post(path, body, headers)
        if (last.status < 500) return last
      } catch (error) {
        if (!(error instanceof TransportError)) throw error
        last = error
      }
      const reason = last instanceof TransportError ? last.message : `HTTP ${last.status}`
      if (attempt < policy.retries)
        logger?.warn('SM-DP+ call failed; retrying', { operation, attempt, reason })
    }
    if (last instanceof TransportError || last === undefined) {
      throw new SmdpError({
        code: ErrorCode.SMDP_UNREACHABLE,
        message: `The SM-DP+ did not answer ${operation} (${last?.message ?? 'no attempt'}); try again in a minute`,
        operation,
        cause: last,
      })
    }
    return last
  }

  /** An answer without a usable ES2+ status: what the HTTP status says, said for a console user. */
  function fail(operation: SmdpOperation, answer: HttpAnswer, why: string): SmdpError {
    const status = answer.status
    const [code, message] =
      status === 401 || status === 403
        ? [ErrorCode.SMDP_NOT_AUTHORISED, `The SM-DP+ refused the console's credentials for ${operation}`]
        : status >= 500
          ? [ErrorCode.SMDP_UNREACHABLE, `The SM-DP+ could not answer ${operation}; try again in a minute`]
          : [ErrorCode.SMDP_BAD_ANSWER, `The SM-DP+ answered ${operation} with ${why}`]
    return new SmdpError({ code, message: `${message} (HTTP ${status})`, operation, httpStatus: status })
  }

  return {
    send,
    fail,
    /** Sends an ES2+ request and answers its body when the status is Executed-Success or -WithWarning. */
    async es2plus(
      operation: Es2PlusFunction,
      path: string,
      body: unknown,
      iccid: string | undefined,
      headers: Record<string, string>,
    ): Promise<unknown> {
      const answer = await send(operation, path, body, headers)
      const json = parseJson(answer.body)
      const parsed = answerHeaderSchema.safeParse(json)
      if (!parsed.success) throw fail(operation, answer, 'no ES2+ execution status')
      const { status, statusCodeData } = parsed.data.header.functionExecutionStatus
      if (status === 'Failed' || status === 'Expired') {
        throw SmdpError.fromAnswer(operation, status, statusCodeData, iccid)
      }
      if (answer.status >= 300) throw fail(operation, answer, `${status} but an HTTP error`)
      if (status === 'Executed-WithWarning') {
        logger?.warn('SM-DP+ answered with a warning', { operation, iccid, ...statusCodeData })
      }
      return json
    },
    /** Validates a success answer's fields; a missing or malformed field is the SM-DP+'s fault. */
    parse<T extends z.ZodType>(operation: SmdpOperation, schema: T, value: unknown): z.infer<T> {
      const parsed = schema.safeParse(value)
      if (parsed.success) return parsed.data
      const fields = parsed.error.issues.map((issue) => issue.path.join('.') || 'body').join(', ')
      throw new SmdpError({
        code: ErrorCode.SMDP_BAD_ANSWER,
        message: `The SM-DP+ answered ${operation} without a valid ${fields}`,
        operation,
      })
    },
  }
}

/** Full jitter: a random wait up to base * 2^(attempt-1), capped (the AWS architecture blog's advice). */
function backoff(policy: RetryPolicy, attempt: number): number {
  return Math.random() * Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1))
}
