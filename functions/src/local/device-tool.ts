import { handleDownloadProgressInfoSchema } from '@simlessly/shared/esim/es2plus'
import { type Context, Hono } from 'hono'
import { z } from 'zod'
import { DEVICE_PAGE_CSS, type DeviceForm, type DeviceResult, renderDevicePage } from './device-page.ts'
import { sameOrigin } from './same-origin.ts'
import { FAIL_POINTS } from './smdp-simulator/device.ts'
import { DEVICE_PATH } from './smdp-simulator/device-routes.ts'

export type DeviceSimulatorTarget = {
  /** The SM-DP+ simulator's base URL (its device routes live under /simulator/v1/device). */
  url: string
}

const text = z.preprocess((value) => (typeof value === 'string' ? value.trim() : ''), z.string().max(512))
const downloadFormSchema = z.object({
  activationCode: text,
  eid: text,
  confirmationCode: text,
  failAt: z.union([z.enum(FAIL_POINTS), z.literal('')]).catch(''),
})
const iccidFormSchema = z.object({ iccid: z.string().regex(/^\d{18,20}$/) })
const ACTIONS = { delete: 'Deleted', enable: 'Enabled', disable: 'Disabled' } as const

const deliverySchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.enum(['delivered', 'refused']), attempts: z.number(), status: z.number() }),
  z.object({ outcome: z.literal('failed'), attempts: z.number(), error: z.string() }),
  z.object({ outcome: z.literal('recorded'), attempts: z.literal(0) }),
])
const answerSchema = z.union([
  z.object({
    profile: z.object({
      iccid: z.string(),
      state: z.string(),
      eid: z.string().nullable(),
      downloadAttempts: z.number().optional(),
    }),
    notifications: z.array(
      z.object({ notification: handleDownloadProgressInfoSchema, delivery: deliverySchema }),
    ),
  }),
  z.object({ error: z.string() }),
])

/**
 * Local mode only: /dev/device, a page for people to play a device against the SM-DP+ simulator (it
 * calls the simulator's device routes, so the console is notified as it would be in production), and
 * /dev/device.json, by which the SPA knows it runs locally and offers the page.
 */
export function createDeviceToolRoutes(target: DeviceSimulatorTarget): Hono {
  const routes = new Hono()
  const empty: DeviceForm = { activationCode: '', eid: '', confirmationCode: '', failAt: '' }

  routes.get('/device.json', (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json({ available: true })
  })
  routes.get('/device.css', (c) => {
    c.header('Content-Type', 'text/css; charset=utf-8')
    return c.body(DEVICE_PAGE_CSS)
  })
  routes.get('/device', (c) => {
    c.header('Cache-Control', 'no-store')
    const ac = c.req.query('ac') ?? ''
    return c.html(renderDevicePage({ ...empty, activationCode: ac.slice(0, 512) }))
  })

  routes.post('/device', async (c) => {
    if (!sameOrigin(c)) return c.text('Cross-site form posts are refused', 403)
    const form = downloadFormSchema.parse(await c.req.parseBody())
    if (form.activationCode === '' && form.eid === '') {
      return page(c, form, { kind: 'error', message: 'Enter an activation code or an EID.' })
    }
    const body = {
      ...(form.activationCode !== '' && { activationCode: form.activationCode }),
      ...(form.eid !== '' && { eid: form.eid }),
      ...(form.confirmationCode !== '' && { confirmationCode: form.confirmationCode }),
      ...(form.failAt !== '' && { failAt: form.failAt }),
    }
    const label = form.failAt === '' ? 'Download and installation' : `Failure at ${form.failAt}`
    return page(c, form, await callSimulator(target, 'download', body, label))
  })

  for (const [action, label] of Object.entries(ACTIONS)) {
    routes.post(`/device/${action}`, async (c) => {
      if (!sameOrigin(c)) return c.text('Cross-site form posts are refused', 403)
      const parsed = iccidFormSchema.safeParse(await c.req.parseBody())
      const result: DeviceResult = parsed.success
        ? await callSimulator(target, action, parsed.data, label)
        : { kind: 'error', message: 'The form named no valid ICCID.' }
      return page(c, empty, result)
    })
  }
  return routes
}

function page(c: Context, form: DeviceForm, result: DeviceResult) {
  c.header('Cache-Control', 'no-store')
  return c.html(renderDevicePage(form, result), result.kind === 'error' ? 422 : 200)
}

/** A form post from another site must not drive the local simulator (the policy's form-action is the browser's side). */

async function callSimulator(
  target: DeviceSimulatorTarget,
  action: string,
  body: object,
  label: string,
): Promise<DeviceResult> {
  let json: unknown
  try {
    const response = await fetch(`${target.url.replace(/\/+$/, '')}${DEVICE_PATH}/${action}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    })
    json = await response.json()
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return { kind: 'error', message: `The SM-DP+ simulator at ${target.url} did not answer: ${reason}` }
  }
  const answer = answerSchema.safeParse(json)
  if (!answer.success) return { kind: 'error', message: 'The SM-DP+ simulator gave an unexpected answer.' }
  if ('error' in answer.data) return { kind: 'error', message: answer.data.error }
  return { kind: 'outcome', action: label, ...answer.data }
}
