import { createHash } from 'node:crypto'
import {
  encodeOperation,
  NOTIFICATION_POINTS,
  type OtherOperation,
  type StatusCodeData,
} from '@simlessly/shared/esim/es2plus'
import { DEFAULT_MAX_DOWNLOAD_ATTEMPTS } from '../../adapters/smdp/profile-import.ts'
import { Reason, Subject } from '../../adapters/smdp/status-codes.ts'
import {
  buildNotification,
  type NotificationPoint,
  type Notifier,
  type SentNotification,
} from './notifier.ts'
import { type OrderFields, type ProfileRecord, type ProfileState, publicView } from './profile-record.ts'
import type { ProfileStore } from './profile-store.ts'

export const FAIL_POINTS = ['eligibility', 'confirmation', 'download', 'installation'] as const
export type FailPoint = (typeof FAIL_POINTS)[number]

/** A request the device cannot play: 404 for an unknown AC, EID or ICCID, 409 for a wrong state. */
export class DeviceError extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
  ) {
    super(message)
  }
}

// The eUICC subject (SGP.22 5.2.6.1) is not one the console's client meets, so it lives here.
const EUICC = '8.1'
const INSUFFICIENT_MEMORY = '4.8'

/** What the device hits at each simulated failure, with the SGP.22 codes an SM-DP+ reports for it. */
const FAILURES: Record<FailPoint, StatusCodeData> = {
  eligibility: {
    subjectCode: EUICC,
    reasonCode: INSUFFICIENT_MEMORY,
    message: 'The eUICC has not enough memory for the profile',
  },
  confirmation: {
    subjectCode: Subject.CONFIRMATION_CODE,
    reasonCode: Reason.REFUSED,
    message: 'The confirmation code was refused',
  },
  download: {
    subjectCode: Subject.DOWNLOAD_ORDER,
    reasonCode: Reason.EXECUTION_ERROR,
    message: 'The bound profile package download was interrupted',
  },
  installation: {
    subjectCode: EUICC,
    reasonCode: Reason.EXECUTION_ERROR,
    message: 'The eUICC could not install the profile package',
  },
}
const RETRY_LIMIT: StatusCodeData = {
  subjectCode: Subject.DOWNLOAD_ORDER,
  reasonCode: Reason.MAX_ATTEMPTS_EXCEEDED,
  message: 'The maximum number of attempts was exceeded',
}
const REDOWNLOAD_LIMIT: StatusCodeData = {
  subjectCode: Subject.DOWNLOAD_ORDER,
  reasonCode: Reason.MAX_ATTEMPTS_EXCEEDED,
  message: 'The maximum number of re-downloads was reached',
}

export type DeviceOutcome = { profile: ReturnType<typeof publicView>; notifications: SentNotification[] }
export type DownloadRequest = {
  profile: ProfileRecord
  /** The device's EID, when known: a push names it; an AC download may. */
  eid?: string | undefined
  confirmationCode?: string | undefined
  failAt?: FailPoint | undefined
}

/**
 * A device's side of SGP.22 as the SM-DP+ sees it: the download with its notification points 1-4, and
 * deletion (point 5). Each step is in the journal before its notification leaves, and notifications go
 * out in order, so the console sees released -> downloaded -> installed as it happened.
 */
export function createDevice(store: ProfileStore, notifier: Notifier, smdpAddress: string) {
  const busy = new Set<string>()

  async function move(profile: ProfileRecord, fields: Partial<OrderFields>): Promise<ProfileRecord> {
    const { state, eid, matchingId, smdsAddress, confirmationCodeHash, downloadAttempts, downloads } = profile
    const order = { state, eid, matchingId, smdsAddress, confirmationCodeHash, downloadAttempts, downloads }
    const moved = store.setOrder(profile.iccid, { ...order, ...fields })
    await store.persisted()
    return moved
  }

  async function play(request: DownloadRequest, sent: SentNotification[]): Promise<ProfileRecord> {
    let profile = request.profile
    const eid = request.eid ?? profile.eid
    const notify = async (point: NotificationPoint, failure?: StatusCodeData) => {
      const common = { smdpAddress, iccid: profile.iccid, profileType: profile.profileType, eid }
      sent.push(await notifier.send(buildNotification({ ...common, point, failure })))
    }

    // Point 1. A profile at its limit stays released but refuses every further attempt, until the
    // operator ends the order (CancelOrder), which starts the count afresh with the next order.
    const attempts = profile.downloadAttempts ?? 0
    if (attempts >= (profile.maxDownloadAttempts ?? DEFAULT_MAX_DOWNLOAD_ATTEMPTS)) {
      await notify(NOTIFICATION_POINTS.ELIGIBILITY, RETRY_LIMIT)
      return profile
    }
    // The first download is not a re-download; past the configuration's re-downloads it is refused.
    const downloads = profile.downloads ?? 0
    if (profile.maxRedownloads !== undefined && downloads > profile.maxRedownloads) {
      await notify(NOTIFICATION_POINTS.ELIGIBILITY, REDOWNLOAD_LIMIT)
      return profile
    }
    profile = await move(profile, { downloadAttempts: attempts + 1, eid })
    if (request.failAt === 'eligibility') {
      await notify(NOTIFICATION_POINTS.ELIGIBILITY, FAILURES.eligibility)
      return profile
    }
    await notify(NOTIFICATION_POINTS.ELIGIBILITY)

    // Point 2 exists only as a failure: a missing or wrong code when the order has one.
    const codeFailure = confirmationFailure(profile, request)
    if (codeFailure) {
      await notify(NOTIFICATION_POINTS.CONFIRMATION, codeFailure)
      return profile
    }

    if (request.failAt === 'download') {
      await notify(NOTIFICATION_POINTS.DOWNLOAD, FAILURES.download)
      return profile
    }
    profile = await move(profile, { state: 'downloaded', downloads: (profile.downloads ?? 0) + 1 })
    await notify(NOTIFICATION_POINTS.DOWNLOAD)

    if (request.failAt === 'installation') {
      // The package never became a profile on the eUICC: the order is released again for another try.
      profile = await move(profile, { state: 'released' })
      await notify(NOTIFICATION_POINTS.INSTALLATION, FAILURES.installation)
      return profile
    }
    profile = await move(profile, { state: 'installed' })
    await notify(NOTIFICATION_POINTS.INSTALLATION)
    return profile
  }

  /** Runs `work` with the profile held, so that two devices cannot interleave the steps of one profile. */
  async function exclusive(iccid: string, work: () => Promise<ProfileRecord>, sent: SentNotification[]) {
    if (busy.has(iccid)) throw new DeviceError(409, `ICCID ${iccid} is busy with another device action`)
    busy.add(iccid)
    try {
      return { profile: publicView(await work()), notifications: sent }
    } finally {
      busy.delete(iccid)
    }
  }

  /** Enable, disable or delete on the device: the state, then point 5 with the operation in resultData. */
  function change(iccid: string, from: readonly ProfileState[], to: ProfileState, operation: OtherOperation) {
    const profile = store.get(iccid)
    if (!profile) throw new DeviceError(404, `This SM-DP+ does not know ICCID ${iccid}`)
    if (!from.includes(profile.state)) {
      throw new DeviceError(409, `ICCID ${iccid} is ${profile.state}; it must be ${from.join(' or ')}`)
    }
    const sent: SentNotification[] = []
    return exclusive(
      iccid,
      async () => {
        const moved = await move(profile, { state: to })
        const { profileType, eid } = moved
        const resultData = encodeOperation(operation)
        const point = NOTIFICATION_POINTS.DELETION
        sent.push(
          await notifier.send(buildNotification({ smdpAddress, iccid, profileType, eid, point, resultData })),
        )
        return moved
      },
      sent,
    )
  }

  return {
    download(request: DownloadRequest): Promise<DeviceOutcome> {
      const { profile } = request
      if (profile.state !== 'released') {
        throw new DeviceError(
          409,
          `ICCID ${profile.iccid} is ${profile.state}; a device can download only a released profile`,
        )
      }
      const sent: SentNotification[] = []
      return exclusive(profile.iccid, () => play(request, sent), sent)
    },
    delete: (iccid: string) => change(iccid, ['installed', 'enabled', 'disabled'], 'deleted', 'delete'),
    enable: (iccid: string) => change(iccid, ['installed', 'disabled'], 'enabled', 'enable'),
    disable: (iccid: string) => change(iccid, ['installed', 'enabled'], 'disabled', 'disable'),
  }
}

export type Device = ReturnType<typeof createDevice>

function confirmationFailure(profile: ProfileRecord, request: DownloadRequest): StatusCodeData | undefined {
  if (request.failAt === 'confirmation') return FAILURES.confirmation
  if (!profile.confirmationCodeHash) return undefined
  if (request.confirmationCode === undefined || request.confirmationCode === '') {
    return {
      subjectCode: Subject.CONFIRMATION_CODE,
      reasonCode: Reason.MANDATORY_ELEMENT_MISSING,
      message: 'This order needs a confirmation code',
    }
  }
  const hash = createHash('sha256').update(request.confirmationCode).digest('hex')
  return hash === profile.confirmationCodeHash ? undefined : FAILURES.confirmation
}
