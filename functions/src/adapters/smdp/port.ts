import type { ImportableProfile, ProfileImportResult } from './profile-import.ts'

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

/**
 * What the console needs of an SM-DP+: ES2+ ordering (SGP.22 5.3) and the vendor import of profile data.
 * `createSmdpClient` implements it; the context and the domain know only this type.
 */
export type SmdpPort = {
  /** Reserves a profile (by ICCID, or any available one of a profile type) and answers its ICCID. */
  downloadOrder(input: DownloadOrderInput): Promise<{ iccid: string }>
  /** Confirms the order: the answer's matching id goes into the activation code. */
  confirmOrder(input: ConfirmOrderInput): Promise<ConfirmOrderResult>
  /** Ends an order; Available lets the ICCID be ordered again (recycle). */
  cancelOrder(input: CancelOrderInput): Promise<void>
  /**
   * The vendor import step, not ES2+: an SM-DP+ learns profiles (ICCID, IMSI, Ki, OPc, profile type)
   * from the SIM vendor's data before DownloadOrder can reserve them. This calls the simulator's bulk
   * import; a production SM-DP+ is loaded through its vendor's own interface. Idempotent per ICCID.
   */
  loadProfiles(profiles: ImportableProfile[]): Promise<ProfileImportResult>
  close(): void
}
