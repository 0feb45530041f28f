import { randomUUID } from 'node:crypto'
import {
  ADMIN_PROTOCOL,
  ADMIN_PROTOCOL_HEADER,
  confirmOrderAnswerSchema,
  downloadOrderAnswerSchema,
  ES2PLUS_PATH,
  type Es2PlusFunction,
} from '@simlessly/shared/esim/es2plus'
import type { Config } from '../../config.ts'
import type { Logger } from '../logger.ts'
import { createJsonTransport } from './json-transport.ts'
import type { SmdpPort } from './port.ts'
import { importProfiles } from './profile-import.ts'
import { createCaller, type RetryPolicy } from './retrying-call.ts'

/** The port, plus the ES2+ functions only tests and tools use. */
export type SmdpClient = SmdpPort & {
  releaseProfile(input: { iccid: string }): Promise<void>
}

export type SmdpClientOptions = Config['smdp'] & {
  logger?: Pick<Logger, 'warn' | 'debug'> | undefined
  /** Backoff between attempts; tests shorten it. */
  backoff?: Partial<Pick<RetryPolicy, 'baseDelayMs' | 'maxDelayMs'>>
}

/**
 * The ES2+ client (SGP.22 5.3): one keep-alive connection pool per process, a unique
 * functionCallIdentifier per call (kept across the retries of that call, so a server can recognise a
 * repeat), and every answer parsed before use. Never logs request bodies: they can hold confirmation codes,
 * and imports hold Ki and OPc.
 */
export function createSmdpClient(options: SmdpClientOptions): SmdpClient {
  const { url, logger } = options
  const transport = url
    ? createJsonTransport({
        baseUrl: url,
        timeoutMs: options.timeoutMs,
        maxConnections: options.maxConnections,
        tls: options.tls,
      })
    : undefined
  const call = createCaller({
    transport,
    logger,
    policy: { retries: options.retries, baseDelayMs: 100, maxDelayMs: 2_000, ...options.backoff },
  })

  // Only the fields ES2+ defines for the function (`fields`) go out, even if a caller's object carries more.
  function es2(operation: Es2PlusFunction, input: object, fields: readonly string[], iccid?: string) {
    const picked = Object.entries(input).filter(([key, value]) => fields.includes(key) && value !== undefined)
    const body = {
      header: { functionRequesterIdentifier: options.requesterId, functionCallIdentifier: randomUUID() },
      ...Object.fromEntries(picked),
    }
    return call.es2plus(operation, `${ES2PLUS_PATH}/${operation}`, body, iccid, {
      [ADMIN_PROTOCOL_HEADER]: ADMIN_PROTOCOL,
    })
  }

  return {
    async downloadOrder(input) {
      const answer = await es2('downloadOrder', input, ['eid', 'iccid', 'profileType'], input.iccid)
      return call.parse('downloadOrder', downloadOrderAnswerSchema, answer)
    },
    async confirmOrder(input) {
      const fields = ['iccid', 'releaseFlag', 'eid', 'matchingId', 'confirmationCode', 'smdsAddress']
      const answer = await es2('confirmOrder', input, fields, input.iccid)
      const { matchingId, eid, smdpAddress } = call.parse('confirmOrder', confirmOrderAnswerSchema, answer)
      return { matchingId, ...(eid && { eid }), ...(smdpAddress && { smdpAddress }) }
    },
    async cancelOrder(input) {
      await es2(
        'cancelOrder',
        input,
        ['iccid', 'finalProfileStatusIndicator', 'eid', 'matchingId'],
        input.iccid,
      )
    },
    async releaseProfile(input) {
      await es2('releaseProfile', input, ['iccid'], input.iccid)
    },
    loadProfiles(profiles) {
      return importProfiles(call, profiles)
    },
    close() {
      transport?.close()
    },
  }
}
