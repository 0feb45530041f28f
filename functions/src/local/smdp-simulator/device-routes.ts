import { parseActivationCode } from '@simlessly/shared/esim/activation-code'
import { eidError } from '@simlessly/shared/esim/identifiers'
import { type Context, Hono } from 'hono'
import { z } from 'zod'
import { type Device, DeviceError, FAIL_POINTS } from './device.ts'
import type { ProfileRecord } from './profile-record.ts'
import type { ProfileStore } from './profile-store.ts'

export const DEVICE_PATH = '/simulator/v1/device'

const eid = z.string().refine((value) => eidError(value) === null, 'not a valid EID')
export const deviceDownloadSchema = z
  .object({
    activationCode: z.string().trim().min(1).optional(),
    /** With an AC, the device's EID; alone, the EID a profile was pushed to (ConfirmOrder with an EID). */
    eid: eid.optional(),
    confirmationCode: z.string().max(64).optional(),
    failAt: z.enum(FAIL_POINTS).optional(),
  })
  .refine((body) => body.activationCode !== undefined || body.eid !== undefined, {
    message: 'give an activationCode or an eid',
  })
export type DeviceDownload = z.input<typeof deviceDownloadSchema>
const iccidBodySchema = z.object({ iccid: z.string().regex(/^\d{18,20}$/, 'not an ICCID') })

/**
 * A simulated device for people and tests (never part of ES2+): it downloads by AC or by EID after a push,
 * optionally failing at a chosen notification point, and deletes, enables or disables an installed
 * profile. Each answer holds the profile as the SM-DP+ now sees it and the notifications it sent.
 */
export function createDeviceRoutes(store: ProfileStore, device: Device): Hono {
  const routes = new Hono()

  routes.post(`${DEVICE_PATH}/download`, async (c) => {
    const parsed = deviceDownloadSchema.safeParse(await c.req.json().catch(() => undefined))
    if (!parsed.success) return c.json({ error: describe(parsed.error) }, 400)
    const { activationCode, eid, confirmationCode, failAt } = parsed.data
    return run(c, () => {
      const profile =
        activationCode === undefined ? byEid(store, eid ?? '') : byAc(store, activationCode, eid)
      return device.download({ profile, eid, confirmationCode, failAt })
    })
  })

  for (const action of ['delete', 'enable', 'disable'] as const) {
    routes.post(`${DEVICE_PATH}/${action}`, async (c) => {
      const parsed = iccidBodySchema.safeParse(await c.req.json().catch(() => undefined))
      if (!parsed.success) return c.json({ error: `Send { iccid }: ${describe(parsed.error)}` }, 400)
      return run(c, () => device[action](parsed.data.iccid))
    })
  }
  return routes
}

async function run(c: Context, work: () => Promise<object>) {
  try {
    return c.json(await work())
  } catch (error) {
    if (error instanceof DeviceError) return c.json({ error: error.message }, error.status)
    throw error
  }
}

/**
 * The AC's SM-DP+ address is not checked: a device reaches an SM-DP+ through that address, and locally
 * this one simulator stands for whatever address a configuration names. The matching id decides; an AC
 * with an empty one names no order, so the SM-DP+ looks for the device's EID (SGP.22: an order bound to
 * that EID).
 */
function byAc(store: ProfileStore, text: string, eid: string | undefined): ProfileRecord {
  const ac = parseActivationCode(text)
  if (!ac) {
    throw new DeviceError(400, 'This is not an activation code: use LPA:1$<SM-DP+ address>$<matching id>')
  }
  if (ac.matchingId === '') {
    if (eid === undefined) {
      throw new DeviceError(400, 'This activation code has no matching id: give the device’s EID as well')
    }
    return byEid(store, eid)
  }
  const profile = store.byMatchingId(ac.matchingId)
  if (!profile) throw new DeviceError(404, `This SM-DP+ has no order with matching id ${ac.matchingId}`)
  return profile
}

/** What a device finds on its SM-DS poll: the released order for its EID, else why there is none. */
function byEid(store: ProfileStore, eid: string): ProfileRecord {
  const orders = store.byEid(eid)
  const released = orders.find((profile) => profile.state === 'released')
  if (released) return released
  const [other] = orders
  if (!other) throw new DeviceError(404, `This SM-DP+ has no order for EID ${eid}`)
  throw new DeviceError(
    409,
    `The order for EID ${eid} (ICCID ${other.iccid}) is ${other.state}, not released`,
  )
}

function describe(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ')
}
