import { createHash } from 'node:crypto'
import {
  type cancelOrderRequestSchema,
  type confirmOrderRequestSchema,
  type downloadOrderRequestSchema,
  matchingIdSchema,
  type releaseProfileRequestSchema,
} from '@simlessly/shared/esim/es2plus'
import { eidError } from '@simlessly/shared/esim/identifiers'
import type { z } from 'zod'
import { Reason, Subject } from '../../adapters/smdp/status-codes.ts'
import { newMatchingId } from './matching-id.ts'
import { ORDERED_STATES, type ProfileRecord } from './profile-record.ts'
import type { ProfileStore } from './profile-store.ts'

/** A Failed answer: the subject and reason codes of SGP.22 5.2.6 (see status-codes.ts for the sources). */
export class Es2Failure extends Error {
  constructor(
    readonly subjectCode: string,
    readonly reasonCode: string,
    message: string,
  ) {
    super(message)
  }
}

/**
 * The four ES2+ functions as an SM-DP+ runs them (SGP.22 5.3.1-5.3.4), on the profile store. Each check
 * answers the status codes a real SM-DP+ gives for that case; every change happens synchronously, so two
 * concurrent orders for one ICCID cannot both succeed.
 */
export function createEs2PlusFunctions(store: ProfileStore, smdpAddress: string) {
  function known(iccid: string): ProfileRecord {
    const profile = store.get(iccid)
    if (!profile) throw new Es2Failure(Subject.PROFILE_ICCID, Reason.UNKNOWN, `ICCID ${iccid} is unknown`)
    return profile
  }
  function checkEid(eid: string | undefined, profile?: ProfileRecord): void {
    if (eid === undefined) return
    const error = eidError(eid)
    if (error) throw new Es2Failure(Subject.EID, Reason.INVALID, error)
    if (profile?.eid && profile.eid !== eid) {
      throw new Es2Failure(
        Subject.EID,
        Reason.INVALID_ASSOCIATION,
        'A different EID is associated with this ICCID',
      )
    }
  }

  return {
    downloadOrder(req: z.infer<typeof downloadOrderRequestSchema>) {
      checkEid(req.eid)
      const profile = req.iccid ? known(req.iccid) : byProfileType(store, req.profileType)
      if (req.profileType !== undefined && req.profileType !== profile.profileType) {
        throw new Es2Failure(
          Subject.PROFILE_TYPE,
          Reason.REFUSED,
          'The profile type does not match the ICCID',
        )
      }
      if (profile.state !== 'available') {
        throw new Es2Failure(Subject.PROFILE_ICCID, Reason.ALREADY_IN_USE, `The profile is ${profile.state}`)
      }
      store.setOrder(profile.iccid, { state: 'allocated', eid: req.eid })
      return { iccid: profile.iccid }
    },

    confirmOrder(req: z.infer<typeof confirmOrderRequestSchema>) {
      const profile = known(req.iccid)
      if (profile.state !== 'allocated') {
        throw new Es2Failure(
          Subject.PROFILE_ICCID,
          Reason.INVALID_TRANSITION,
          `The profile is ${profile.state}`,
        )
      }
      checkEid(req.eid, profile)
      const eid = req.eid ?? profile.eid
      // Without an EID the device can only find the order through its matching id (SGP.22 5.3.2).
      if (!eid && (req.smdsAddress !== undefined || req.matchingId === '')) {
        throw new Es2Failure(Subject.EID, Reason.MANDATORY_ELEMENT_MISSING, 'An EID is needed for this order')
      }
      const matchingId = req.matchingId ?? newMatchingId(store.isMatchingIdTaken)
      if (!matchingIdSchema.safeParse(matchingId).success || matchingId.length > 64) {
        throw new Es2Failure(Subject.MATCHING_ID, Reason.INVALID, 'Use upper-case letters, digits and -')
      }
      if (matchingId !== '' && store.isMatchingIdTaken(matchingId)) {
        throw new Es2Failure(Subject.MATCHING_ID, Reason.ALREADY_IN_USE, 'The matching id is already in use')
      }
      store.setOrder(profile.iccid, {
        state: req.releaseFlag ? 'released' : eid ? 'linked' : 'confirmed',
        eid,
        matchingId: matchingId || undefined,
        smdsAddress: req.smdsAddress,
        confirmationCodeHash: req.confirmationCode ? sha256(req.confirmationCode) : undefined,
      })
      return { matchingId, ...(eid && { eid }), smdpAddress }
    },

    cancelOrder(req: z.infer<typeof cancelOrderRequestSchema>) {
      const profile = known(req.iccid)
      // A profile deleted from its card (the Recycle applet's recycle) is on no card: it may go back to stock.
      const backToStock = profile.state === 'deleted' && req.finalProfileStatusIndicator === 'Available'
      if (!ORDERED_STATES.includes(profile.state) && !backToStock) {
        throw new Es2Failure(
          Subject.PROFILE_ICCID,
          Reason.INVALID_TRANSITION,
          `The profile is ${profile.state}`,
        )
      }
      checkEid(req.eid, profile)
      if (req.matchingId !== undefined && req.matchingId !== (profile.matchingId ?? '')) {
        throw new Es2Failure(
          Subject.MATCHING_ID,
          Reason.INVALID_ASSOCIATION,
          'A different matching id is associated',
        )
      }
      const state = req.finalProfileStatusIndicator === 'Available' ? 'available' : 'unavailable'
      store.setOrder(profile.iccid, { state })
      return {}
    },

    releaseProfile(req: z.infer<typeof releaseProfileRequestSchema>) {
      const profile = known(req.iccid)
      if (profile.state !== 'linked' && profile.state !== 'confirmed') {
        throw new Es2Failure(
          Subject.PROFILE_ICCID,
          Reason.INVALID_TRANSITION,
          `The profile is ${profile.state}`,
        )
      }
      store.setOrder(profile.iccid, { ...orderFieldsOf(profile), state: 'released' })
      return {}
    },
  }
}

export type Es2PlusFunctions = ReturnType<typeof createEs2PlusFunctions>

function byProfileType(store: ProfileStore, profileType: string | undefined): ProfileRecord {
  if (profileType === undefined) {
    throw new Es2Failure(
      Subject.FUNCTION,
      Reason.CONDITIONAL_ELEMENT_MISSING,
      'Give an iccid or a profileType',
    )
  }
  if (!store.knowsProfileType(profileType)) {
    throw new Es2Failure(Subject.PROFILE_TYPE, Reason.UNKNOWN, `Profile type ${profileType} is unknown`)
  }
  const profile = store.firstAvailable(profileType)
  if (!profile)
    throw new Es2Failure(Subject.PROFILE_TYPE, Reason.UNAVAILABLE, 'No profile of this type is left')
  return profile
}

function orderFieldsOf({ eid, matchingId, smdsAddress, confirmationCodeHash }: ProfileRecord) {
  return { eid, matchingId, smdsAddress, confirmationCodeHash }
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}
