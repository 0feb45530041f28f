import { createRoute } from '@hono/zod-openapi'
import {
  EnterprisePermission,
  qrStyleActivateSchema,
  qrStyleInputSchema,
  qrStyleSettingsSchema,
} from '@simlessly/shared'
import { z } from 'zod'
import { activateStyle, getQrStyleSettings, previewStyle, saveCustomStyle } from '../../domain/qr-styles.ts'
import { ok } from '../envelope.ts'
import { actorOf, signedIn } from '../guard.ts'
import { createRouter, jsonBody, okResponse } from '../openapi.ts'

/** The QR code beautifier, part of AC generation (Generate_Ac_View). */
const access = signedIn([EnterprisePermission.Generate_Ac_View])
const tags = ['QR code beautifier']

const get = createRoute({
  method: 'get',
  path: '/qrstyle',
  tags,
  summary: 'The default style, the enterprise style and which one draws PICTURE outputs',
  ...access,
  responses: okResponse(qrStyleSettingsSchema, 'The styles'),
})
const save = createRoute({
  method: 'post',
  path: '/qrstyle/save',
  tags,
  summary: 'Save the enterprise style (colours, PNG logo, logo size) and make it active',
  ...access,
  request: jsonBody(qrStyleInputSchema),
  responses: okResponse(qrStyleSettingsSchema, 'Saved'),
})
const activate = createRoute({
  method: 'post',
  path: '/qrstyle/activate',
  tags,
  summary: 'Choose the default or the enterprise style for PICTURE outputs',
  ...access,
  request: jsonBody(qrStyleActivateSchema),
  responses: okResponse(qrStyleSettingsSchema, 'Chosen'),
})
const preview = createRoute({
  method: 'post',
  path: '/qrstyle/preview',
  tags,
  summary: 'A sample QR code in a style, as a PNG data URL',
  ...access,
  request: jsonBody(qrStyleInputSchema),
  responses: okResponse(z.object({ image: z.string() }), 'The preview'),
})

export const qrStyleRoutes = createRouter()
  .openapi(get, async (c) => c.json(ok(await getQrStyleSettings(c.var.ctx, actorOf(c))), 200))
  .openapi(save, async (c) =>
    c.json(
      ok(
        await saveCustomStyle(c.var.ctx, {
          enterpriseId: actorOf(c).enterpriseId,
          style: c.req.valid('json'),
        }),
      ),
      200,
    ),
  )
  .openapi(activate, async (c) =>
    c.json(
      ok(await activateStyle(c.var.ctx, { enterpriseId: actorOf(c).enterpriseId, ...c.req.valid('json') })),
      200,
    ),
  )
  .openapi(preview, (c) => c.json(ok({ image: previewStyle(c.req.valid('json')) }), 200))
