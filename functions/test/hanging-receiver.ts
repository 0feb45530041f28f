import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A webhook receiver that never answers while it hangs: each request is held open, as a receiver stuck on
 * a slow database would hold it, until the sender gives up (its timeout closes the connection) or the test
 * lets go. It counts what it holds now, the most it held at once, and the requests the sender gave up on.
 */
export async function startHangingReceiver() {
  const held = new Set<ServerResponse>()
  const state = { received: 0, mostHeld: 0, abandoned: 0, hanging: true }
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    state.received++
    req.resume()
    if (!state.hanging) {
      res.end('ok')
      return
    }
    held.add(res)
    state.mostHeld = Math.max(state.mostHeld, held.size)
    res.on('close', () => {
      if (held.delete(res) && !res.writableEnded) state.abandoned++
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`
  return {
    url,
    state,
    /** Requests open now. */
    held: () => held.size,
    /** Answers what it holds and everything after, then closes. */
    async close() {
      state.hanging = false
      for (const res of held) {
        held.delete(res)
        res.end('ok')
      }
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
export type HangingReceiver = Awaited<ReturnType<typeof startHangingReceiver>>
