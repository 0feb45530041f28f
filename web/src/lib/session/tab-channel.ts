import { MAIN_CHANNEL_SUFFIX } from '@simlessly/shared'

/**
 * What tabs tell each other: a sign-out, or a move of the session to another enterprise (the token cookie,
 * shared by the tabs, already holds the new session). Anything else on the channel is ignored.
 */
export type TabMessage = { type: 'logout' } | { type: 'enterprise-switched'; enterpriseId: string }

/** A message of the channel, checked by hand (the entry loads this, and no zod), or undefined. */
export function readTabMessage(data: unknown): TabMessage | undefined {
  const message = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>
  if (message.type === 'logout') return { type: 'logout' }
  const { enterpriseId } = message
  if (message.type !== 'enterprise-switched' || typeof enterpriseId !== 'string' || !enterpriseId) return
  return { type: 'enterprise-switched', enterpriseId }
}

/** The tabs' broadcast channel is named from the app name plus the main-channel suffix. */
export function tabChannelName(appName: string): string {
  return `${appName}${MAIN_CHANNEL_SUFFIX}`
}

export type TabChannel = { post: (message: TabMessage) => void; close: () => void }

/**
 * Opens the channel between the console's tabs of one browser. A BroadcastChannel does not deliver to its
 * own sender, so a tab never reacts to what it said itself.
 */
export function openTabChannel(name: string, onMessage: (message: TabMessage) => void): TabChannel {
  if (typeof BroadcastChannel === 'undefined') return { post: () => {}, close: () => {} }
  const channel = new BroadcastChannel(name)
  let closed = false
  channel.onmessage = (event: MessageEvent) => {
    const message = readTabMessage(event.data)
    if (message) onMessage(message)
  }
  return {
    post(message) {
      if (!closed) channel.postMessage(message)
    },
    close() {
      if (closed) return
      closed = true
      channel.close()
    },
  }
}
