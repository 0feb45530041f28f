import type { z } from 'zod'
import {
  DEFAULT_MAX_DOWNLOAD_ATTEMPTS,
  type importableProfileSchema,
} from '../../adapters/smdp/profile-import.ts'

/**
 * A profile's life on the SM-DP+ (SGP.22 5.3): available -> allocated (DownloadOrder) ->
 * linked (ConfirmOrder with an EID) or confirmed (without) -> released (releaseFlag, or ReleaseProfile).
 * CancelOrder ends an order as available (the ICCID can be ordered again) or unavailable.
 * The states after release are reached through the device side (download, installation and the
 * HandleDownloadProgressInfo notifications it sends), never through ES2+, so only the simulated device
 * moves a profile there.
 */
export const PROFILE_STATES = [
  'available',
  'allocated',
  'linked',
  'confirmed',
  'released',
  'unavailable',
  'downloaded',
  'installed',
  'enabled',
  'disabled',
  'deleted',
] as const
export type ProfileState = (typeof PROFILE_STATES)[number]

/** States in which an order exists, so that CancelOrder may end it. */
export const ORDERED_STATES: readonly ProfileState[] = ['allocated', 'linked', 'confirmed', 'released']

export type ImportedProfile = z.output<typeof importableProfileSchema>

/** What ES2+ changes; the imported data (with Ki and OPc) never changes after the import. */
export type OrderFields = {
  state: ProfileState
  eid?: string | undefined
  matchingId?: string | undefined
  smdsAddress?: string | undefined
  /** SHA-256 of the confirmation code, which the simulated device checks before a download. */
  confirmationCodeHash?: string | undefined
  /** Download attempts of the current order, counted at the eligibility check (notification point 1). */
  downloadAttempts?: number | undefined
  /** Successful downloads (point 3) of this profile over its whole life, across orders. */
  downloads?: number | undefined
  updatedAt: number
}

export type ProfileRecord = ImportedProfile & OrderFields

/** What the read endpoint shows: never Ki, OPc or the confirmation code. */
export function publicView(record: ProfileRecord) {
  return {
    iccid: record.iccid,
    imsi: record.imsi,
    profileType: record.profileType,
    state: record.state,
    eid: record.eid ?? null,
    matchingId: record.matchingId ?? null,
    smdsAddress: record.smdsAddress ?? null,
    downloadAttempts: record.downloadAttempts ?? 0,
    downloads: record.downloads ?? 0,
    maxDownloadAttempts: record.maxDownloadAttempts ?? DEFAULT_MAX_DOWNLOAD_ATTEMPTS,
    updatedAt: new Date(record.updatedAt).toISOString(),
  }
}
