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
import { type ImportableProfile, importProfiles, type ProfileImportResult } from './profile-import.ts'
import { createCaller, type RetryPolicy } from './retrying-call.ts'

export type DownloadOrderInput = { iccid?: string; eid?: string; profileType?: string }
export type ConfirmOrderInput = {
  iccid: string
  releaseFlag: boolean
  eid?: string
  matchingId?: string
  confirmationCode?: string
  smdsAddress?: string
}
export type ConfirmOrderResult = { matchingId: string; eid?: string; smdpAddress?: string }
export type CancelOrderInput = {
  iccid: string
  finalProfileStatusIndicator: 'Available' | 'Unavailable'
  eid?: string
  matchingId?: string
}

export type SmdpClient = {
  /** Reserves a profile (by ICCID, or any available one of a profile type) and answers its ICCID. */
  downloadOrder(input: DownloadOrderInput): Promise<{ iccid: string }>
  /** Confirms the order: the answer's matching id goes into the activation code. */
  confirmOrder(input: ConfirmOrderInput): Promise<ConfirmOrderResult>
  /** Ends an order; Available lets the ICCID be ordered again (recycle). */
  cancelOrder(input: CancelOrderInput): Promise<void>
  releaseProfile(input: { iccid: string }): Promise<void>
  /**
   * The vendor import step, not ES2+: an SM-DP+ learns profiles (ICCID, IMSI, Ki, OPc, profile type)
   * from the SIM vendor's data before DownloadOrder can reserve them. This calls the simulator's bulk
   * import; a production SM-DP+ is loaded through its vendor's own interface. Idempotent per ICCID.
   */
  loadProfiles(profiles: ImportableProfile[]): Promise<ProfileImportResult>
  close(): void
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

  // Only the DOMAIN.md fields of the function go out, even if a caller's object carries more.
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
