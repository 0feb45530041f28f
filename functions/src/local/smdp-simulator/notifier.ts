import { randomUUID } from 'node:crypto'
import {
  ADMIN_PROTOCOL,
  ADMIN_PROTOCOL_HEADER,
  ES2PLUS_PATH,
  es2plusTimestamp,
  HANDLE_DOWNLOAD_PROGRESS_INFO,
  type HandleDownloadProgressInfo,
  NOTIFICATION_SECRET_HEADER,
  type StatusCodeData,
} from '@simlessly/shared/esim/es2plus'

export type NotifyTarget = {
  /** The console's ES2+ base, e.g. http://127.0.0.1:3000/api; the function path is appended. */
  url: string
  /** Sent in X-Notification-Secret: how the console knows its SM-DP+ locally (mutual TLS in production). */
  secret: string
}

export type NotificationPoint = 1 | 2 | 3 | 4 | 5

/** What became of one notification: `recorded` when no console is configured to receive it. */
export type Delivery =
  | { outcome: 'delivered' | 'refused'; attempts: number; status: number }
  | { outcome: 'failed'; attempts: number; error: string }
  | { outcome: 'recorded'; attempts: 0 }

export type SentNotification = { notification: HandleDownloadProgressInfo; delivery: Delivery }

/**
 * One HandleDownloadProgressInfo body (SGP.22 5.3.5). Each notification gets its own function call id;
 * a retry sends the same body again, so the console can tell a repeat from a new event.
 */
export function buildNotification(input: {
  smdpAddress: string
  iccid: string
  profileType: string
  eid?: string | undefined
  point: NotificationPoint
  /** A failed point names why, with SGP.22 subject and reason codes; without it the point succeeded. */
  failure?: StatusCodeData | undefined
  /** Point 5: which other RSP operation it was (see OTHER_OPERATIONS). */
  resultData?: string | undefined
  at?: Date
}): HandleDownloadProgressInfo {
  return {
    header: { functionRequesterIdentifier: input.smdpAddress, functionCallIdentifier: randomUUID() },
    ...(input.eid !== undefined && { eid: input.eid }),
    iccid: input.iccid,
    profileType: input.profileType,
    timestamp: es2plusTimestamp(input.at ?? new Date()),
    notificationPointId: input.point,
    notificationPointStatus: input.failure
      ? { status: 'Failed', statusCodeData: input.failure }
      : { status: 'Executed-Success' },
    ...(input.resultData !== undefined && { resultData: input.resultData }),
  }
}

export type NotifierOptions = {
  target?: NotifyTarget | undefined
  /** Waits before each retry; a transport error or a 5xx is retried, a 4xx never is. */
  retryDelaysMs?: readonly number[]
  timeoutMs?: number
  log?: (message: string) => void
}

/** Sends notifications to the console, one at a time per caller, and keeps the recent ones for reading. */
export function createNotifier(options: NotifierOptions) {
  const delays = options.retryDelaysMs ?? [200, 600, 1_500]
  const timeoutMs = options.timeoutMs ?? 5_000
  const log = options.log ?? ((message: string) => console.warn(message))
  const recent: SentNotification[] = []

  async function post(target: NotifyTarget, notification: HandleDownloadProgressInfo): Promise<Delivery> {
    const url = `${target.url.replace(/\/+$/, '')}${ES2PLUS_PATH}/${HANDLE_DOWNLOAD_PROGRESS_INFO}`
    const body = JSON.stringify(notification)
    let lastError = ''
    for (let attempt = 1; attempt <= delays.length + 1; attempt += 1) {
      if (attempt > 1) await sleep(delays[attempt - 2] ?? 0)
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            [ADMIN_PROTOCOL_HEADER]: ADMIN_PROTOCOL,
            [NOTIFICATION_SECRET_HEADER]: target.secret,
          },
          body,
          signal: AbortSignal.timeout(timeoutMs),
        })
        await response.body?.cancel()
        if (response.ok) return { outcome: 'delivered', attempts: attempt, status: response.status }
        if (response.status < 500) {
          log(
            `The console refused notification point ${notification.notificationPointId} of ICCID ${notification.iccid} with HTTP ${response.status}; not retried`,
          )
          return { outcome: 'refused', attempts: attempt, status: response.status }
        }
        lastError = `HTTP ${response.status}`
      } catch (error) {
        lastError = error instanceof Error ? error.message : String(error)
      }
    }
    log(
      `Notification point ${notification.notificationPointId} of ICCID ${notification.iccid} could not be delivered to ${url} (${lastError}); gave up after ${delays.length + 1} attempts`,
    )
    return { outcome: 'failed', attempts: delays.length + 1, error: lastError }
  }

  return {
    async send(notification: HandleDownloadProgressInfo): Promise<SentNotification> {
      const delivery: Delivery = options.target
        ? await post(options.target, notification)
        : { outcome: 'recorded', attempts: 0 }
      const sent = { notification, delivery }
      recent.push(sent)
      if (recent.length > 200) recent.shift()
      return sent
    },
    /** The latest notifications, oldest first. */
    recent: (): readonly SentNotification[] => recent,
  }
}

export type Notifier = ReturnType<typeof createNotifier>

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
