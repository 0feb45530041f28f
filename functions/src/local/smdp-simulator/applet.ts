import { createHmac, timingSafeEqual } from 'node:crypto'
import {
  API_BASE_PATH,
  BIP_MAC_HEADER,
  type BipCheckIn,
  bipAnswerMacInput,
  bipCheckInAnswerSchema,
  decodeBipCommand,
  endpoints,
} from '@simlessly/shared'
import type { Device } from './device.ts'
import type { ProfileRecord } from './profile-record.ts'
import type { ProfileStore } from './profile-store.ts'

type CardState = { sequence: number; nextAt: number; intervalMs: number; results: BipCheckIn['results'] }
const STATES = { installed: 'INSTALLED', enabled: 'ENABLED', disabled: 'DISABLED' } as const

/**
 * The Recycle applet of every simulated card whose profile carries a BIP key: it checks in at the console's
 * BIP server on a schedule (each card's own interval, which UPDATE_PARAMETER CHECK_IN_INTERVAL changes),
 * signs with its key, checks the answer's MAC and carries out the commands. A RECYCLE has the device delete
 * the profile (notification point 5), and the applet's last check-in reports it. The sequence starts at
 * the epoch second when the simulator starts, so a restart continues above what the console accepted.
 */
export function startSimulatedApplet(options: {
  store: ProfileStore
  device: Device
  /** The console's origin, e.g. http://127.0.0.1:3000. */
  consoleOrigin: string
  intervalMs: number
}) {
  const cards = new Map<string, CardState>()
  const url = `${options.consoleOrigin}${API_BASE_PATH}${endpoints.bip.checkIn.path}`
  let running = false

  async function checkIn(profile: ProfileRecord, card: CardState, state: BipCheckIn['state']) {
    const key = Buffer.from(profile.bipKey ?? '', 'hex')
    card.sequence += 1
    const message: BipCheckIn = {
      iccid: profile.iccid,
      ...(profile.eid && { eid: profile.eid }),
      applet: { type: 'RECYCLE', version: '1.0' },
      state,
      sequence: card.sequence,
      results: card.results,
    }
    const raw = JSON.stringify(message)
    const mac = createHmac('sha256', key).update(raw).digest('hex').toUpperCase()
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [BIP_MAC_HEADER]: mac },
      body: raw,
    })
    if (!response.ok) return []
    card.results = []
    const answer = bipCheckInAnswerSchema.parse(((await response.json()) as { obj: unknown }).obj)
    const expected = createHmac('sha256', key)
      .update(bipAnswerMacInput(profile.iccid, answer.sequence, answer.commands))
      .digest('hex')
      .toUpperCase()
    // An answer not signed with the card's key is not the platform's: its commands are ignored.
    const given = Buffer.from(answer.mac)
    if (given.length !== expected.length || !timingSafeEqual(given, Buffer.from(expected))) return []
    return answer.commands
  }

  async function serve(profile: ProfileRecord, now: number) {
    const card = cards.get(profile.iccid) ?? {
      sequence: Math.floor(now / 1000),
      nextAt: now,
      intervalMs: options.intervalMs,
      results: [],
    }
    cards.set(profile.iccid, card)
    if (now < card.nextAt) return
    card.nextAt = now + card.intervalMs
    for (const command of await checkIn(profile, card, STATES[profile.state as keyof typeof STATES])) {
      const spec = decodeBipCommand(command.payload)
      if (spec.type === 'UPDATE_PARAMETER') {
        if (spec.parameter === 'CHECK_IN_INTERVAL') card.intervalMs = Number(spec.value) * 1000
        card.results.push({ commandId: command.commandId, status: 'DONE' })
        continue
      }
      try {
        await options.device.delete(profile.iccid)
        card.results.push({ commandId: command.commandId, status: 'DONE' })
        // The applet's last words, before its profile is gone from the card.
        await checkIn(profile, card, 'DISABLED')
        cards.delete(profile.iccid)
        return
      } catch (error) {
        const detail = error instanceof Error ? error.message.slice(0, 200) : 'The device refused'
        card.results.push({ commandId: command.commandId, status: 'FAILED', detail })
      }
    }
  }

  async function tick() {
    if (running) return
    running = true
    try {
      const now = Date.now()
      for (const profile of options.store.withApplet()) {
        await serve(profile, now).catch(() => {
          // The console is not up yet, or restarting: the next tick tries again.
        })
      }
    } finally {
      running = false
    }
  }

  const timer = setInterval(tick, Math.min(options.intervalMs, 1_000))
  timer.unref()
  return { stop: () => clearInterval(timer) }
}
