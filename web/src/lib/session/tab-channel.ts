import { MAIN_CHANNEL_SUFFIX } from '@simlessly/shared'
import { z } from 'zod/mini'

/**
 * What tabs tell each other: a sign-out, or a move of the session to another enterprise (the token cookie,
 * shared by the tabs, already holds the new session). Anything else on the channel is ignored.
 */
const tabMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('logout') }),
  z.object({ type: z.literal('enterprise-switched'), enterpriseId: z.string().check(z.minLength(1)) }),
])
export type TabMessage = z.infer<typeof tabMessageSchema>

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
    const parsed = tabMessageSchema.safeParse(event.data)
    if (parsed.success) onMessage(parsed.data)
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
