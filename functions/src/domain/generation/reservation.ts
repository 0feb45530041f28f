import type { BlockEntry, ProfileConfig } from '@simlessly/shared'

/*
 * What a chunk's reservation takes and gives (reserve.ts, with the ICCID claims of claims.ts): the rows
 * read from the file (rows.ts) and the outcome of each, which the outputs (outputs.ts) are written from.
 */

/** A row that passed validation, with its secrets in clear (only in memory, only during the chunk). */
export type ValidRow = {
  row: number
  iccid: string
  imsi: string
  ki: string
  opc: string
  msisdn?: string
  eid?: string
}
export type RowOutcome =
  | { row: number; iccid: string; ok: true; matchingId: string; ac: string; eid?: string | undefined }
  | { row: number; iccid: string; ok: false; reason: string }

export type ReserveJob = {
  enterpriseId: string
  batchCode: string
  userId: string
  config: ProfileConfig
  rows: ValidRow[]
  confirmationCode?: string | undefined
  /** The chunk ran before (its attempt mark was found): profiles it stored are read and reused. */
  retry?: boolean | undefined
  /** The block list's entries for these rows, when the caller read them already (a single AC checks first). */
  blocks?: Map<string, BlockEntry> | undefined
  /** The creator's name for the Profile log, when the caller read it already. */
  actorName?: string | undefined
  /**
   * The claims of the rows not blocked, when the caller took them already (a single AC claims its ICCID
   * beside its checks, one round less): true, or the reason the ICCID cannot be used.
   */
  claimed?: Promise<(true | string)[]> | undefined
}
