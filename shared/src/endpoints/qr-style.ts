import { anyOf, get, post, resource } from '../endpoint.ts'
import { EnterprisePermission as P } from '../permissions.ts'
import {
  QR_STYLE_MAX_BODY_BYTES,
  qrPreviewSchema,
  qrStyleActivateSchema,
  qrStyleInputSchema,
  qrStyleSettingsSchema,
} from '../qr-style.ts'

/** The QR code beautifier is part of AC generation. */
const access = anyOf(P.Generate_Ac_View)

/** How PICTURE outputs are drawn: the default style or the enterprise's own. */
export const qrStyleEndpoints = resource('/v1/qrstyle', 'QR code beautifier', {
  settings: get('/', {
    summary: 'The default style, the enterprise style and which one draws PICTURE outputs',
    access,
    response: qrStyleSettingsSchema,
  }),
  save: post('/save', {
    summary: 'Save the enterprise style (colours, PNG logo, logo size) and make it active',
    access: anyOf(P.Generation_Settings_Manage),
    body: qrStyleInputSchema,
    maxBodyBytes: QR_STYLE_MAX_BODY_BYTES,
    response: qrStyleSettingsSchema,
  }),
  activate: post('/activate', {
    summary: 'Choose the default or the enterprise style for PICTURE outputs',
    access: anyOf(P.Generation_Settings_Manage),
    body: qrStyleActivateSchema,
    response: qrStyleSettingsSchema,
  }),
  preview: post('/preview', {
    summary: 'A sample QR code in a style, as a PNG data URL',
    access,
    body: qrStyleInputSchema,
    maxBodyBytes: QR_STYLE_MAX_BODY_BYTES,
    response: qrPreviewSchema,
  }),
})
