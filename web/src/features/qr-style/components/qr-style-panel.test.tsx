import {
  DEFAULT_QR_STYLE,
  ErrorCode,
  endpoints,
  permissionTree,
  QR_LOGO_MAX_BYTES,
  type QrStyleSettings,
} from '@simlessly/shared'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { sessionStore } from '@/lib/session'
import { apiUrl, envelopeResponse, stubFetch } from '@/test/api'
import { QrStylePanel } from './qr-style-panel'

const NEW: QrStyleSettings = { active: 'DEFAULT', default: DEFAULT_QR_STYLE, custom: null }
const image = (foreground: string) => `data:image/png;base64,${btoa(foreground)}`

type Body = { foreground: string; logoSize: number }

/** The four endpoints, the preview drawing an "image" that names its foreground. */
function stubServer(settings: QrStyleSettings, preview?: (body: Body) => Response | undefined) {
  let current = settings
  return stubFetch((url, init) => {
    const body = init.body ? JSON.parse(String(init.body)) : undefined
    if (url === apiUrl(endpoints.qrStyle.settings)) return envelopeResponse(current)
    if (url === apiUrl(endpoints.qrStyle.preview)) {
      return preview?.(body) ?? envelopeResponse({ image: image(body.foreground) })
    }
    if (url === apiUrl(endpoints.qrStyle.save)) {
      current = { ...current, active: 'CUSTOM', custom: body }
      return envelopeResponse(current)
    }
    if (url === apiUrl(endpoints.qrStyle.activate)) {
      current = { ...current, active: body.active }
      return envelopeResponse(current)
    }
    throw new Error(`unexpected ${url}`)
  })
}

const previewBodies = (fetch: ReturnType<typeof stubFetch>) =>
  fetch.mock.calls
    .filter(([url]) => String(url) === apiUrl(endpoints.qrStyle.preview))
    .map(([, init]) => JSON.parse(String(init?.body)) as Body)

function renderPanel() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <QrStylePanel />
    </QueryClientProvider>,
  )
}

const previewImage = () => screen.findByRole('img', { name: 'A sample QR code in your style' })
const foregroundField = () => screen.getByRole('textbox', { name: 'Foreground colour' })

describe('QrStylePanel', () => {
  beforeEach(() =>
    sessionStore.setPermissions(permissionTree(['Generate_Ac_View', 'Generation_Settings_Manage'])),
  )
  afterEach(() => sessionStore.clear())

  it('shows the style in use and no form to a role without Generation_Settings_Manage', async () => {
    sessionStore.setPermissions(permissionTree(['Generate_Ac_View']))
    stubServer({ ...NEW, active: 'CUSTOM', custom: DEFAULT_QR_STYLE })
    renderPanel()
    expect(await screen.findByText('QR pictures now use your style.')).toBeTruthy()
    expect(screen.getByText(/Your role does not allow changing the QR code styles/)).toBeTruthy()
    expect(screen.queryByRole('radio')).toBeNull()
    expect(screen.queryByRole('textbox', { name: 'Foreground colour' })).toBeNull()
  })

  it('shows the default as read-only, starts our style from it and cannot use a style never saved', async () => {
    stubServer(NEW)
    renderPanel()
    expect(await screen.findByText('Cannot be edited')).toBeTruthy()
    expect(screen.getByRole('radio', { name: /^Default style/ })).toHaveProperty('checked', true)
    expect(screen.getByRole('radio', { name: /^Your style/ })).toHaveProperty('disabled', true)
    expect(screen.getByText('Save your style below to use it.')).toBeTruthy()
    expect(foregroundField()).toHaveProperty('value', '#000000')
    expect((await previewImage()).getAttribute('src')).toBe(image('#000000'))
    expect(screen.getByRole('slider', { name: 'Logo size' }).getAttribute('aria-valuetext')).toBe('20%')
  })

  it('previews once the typing rests, flags a low contrast without asking the server, and keeps the last image', async () => {
    const fetch = stubServer(NEW)
    renderPanel()
    await previewImage()
    for (const partial of ['#1', '#1E3', '#1E3A8A'])
      fireEvent.change(foregroundField(), { target: { value: partial } })
    await waitFor(async () => expect((await previewImage()).getAttribute('src')).toBe(image('#1E3A8A')))
    expect(previewBodies(fetch).map((body) => body.foreground)).toEqual(['#000000', '#1E3A8A'])

    fireEvent.change(foregroundField(), { target: { value: '#EEEEEE' } })
    expect(await screen.findByText(/^Choose colours with more contrast/)).toBeTruthy()
    expect(foregroundField().getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Correct the fields marked above to update the preview.')).toBeTruthy()
    expect((await previewImage()).getAttribute('src')).toBe(image('#1E3A8A'))
    expect(previewBodies(fetch).some((body) => body.foreground === '#EEEEEE')).toBe(false)
  })

  it('puts the server’s field errors of a preview under their fields without moving the focus', async () => {
    stubServer(NEW, (body) =>
      body.foreground === '#123456'
        ? envelopeResponse(
            { fields: [{ path: 'json.logoSize', message: 'At least 10%' }] },
            {
              success: false,
              code: ErrorCode.VALIDATION_FAILED,
              msg: 'Please check the information in the form',
            },
          )
        : undefined,
    )
    renderPanel()
    await previewImage()
    foregroundField().focus()
    fireEvent.change(foregroundField(), { target: { value: '#123456' } })
    expect(await screen.findByText('At least 10%')).toBeTruthy()
    expect(screen.getByRole('slider', { name: 'Logo size' }).getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(foregroundField())
    expect((await previewImage()).getAttribute('src')).toBe(image('#000000'))
  })

  it('refuses a logo that is too large or not a PNG before sending it', async () => {
    const fetch = stubServer(NEW)
    renderPanel()
    await previewImage()
    const logo = screen.getByLabelText('Logo (PNG)')
    const big = new File([new Uint8Array(QR_LOGO_MAX_BYTES + 1)], 'big.png', { type: 'image/png' })
    fireEvent.change(logo, { target: { files: [big] } })
    expect(await screen.findByText('The logo can be up to 200 KB')).toBeTruthy()
    const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'photo.png', { type: 'image/png' })
    fireEvent.change(logo, { target: { files: [jpeg] } })
    expect(await screen.findByText('Invalid logo: upload a PNG image')).toBeTruthy()
    expect(logo.getAttribute('aria-invalid')).toBe('true')
    expect(previewBodies(fetch).every((body) => !('logo' in body))).toBe(true)
  })

  it('saves the style, which is then in use, and focuses the confirmation; the default can be chosen again', async () => {
    const fetch = stubServer(NEW)
    renderPanel()
    await previewImage()
    fireEvent.change(foregroundField(), { target: { value: '#1e3a8a' } })
    fireEvent.change(screen.getByRole('slider', { name: 'Logo size' }), { target: { value: '25' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save and use this style' }))
    const saved = await screen.findByText('Style saved. QR pictures now use your style.')
    await waitFor(() => expect(saved.closest('[role="status"]')).toBe(document.activeElement))
    const save = fetch.mock.calls.find(([url]) => String(url) === apiUrl(endpoints.qrStyle.save))
    expect(JSON.parse(String(save?.[1]?.body))).toEqual({
      foreground: '#1E3A8A',
      background: '#FFFFFF',
      logoSize: 0.25,
    })
    expect(foregroundField()).toHaveProperty('value', '#1E3A8A')
    expect(screen.getByRole('radio', { name: /^Your style/ })).toHaveProperty('checked', true)

    fireEvent.click(screen.getByRole('radio', { name: /^Default style/ }))
    expect(await screen.findByText('QR pictures now use the default style.')).toBeTruthy()
    expect(screen.getByRole('radio', { name: /^Default style/ })).toHaveProperty('checked', true)
  })

  it('says when the styles could not be loaded, and tries again', async () => {
    let fail = true
    stubFetch((url) => {
      if (fail) return envelopeResponse(null, { success: false, code: ErrorCode.INTERNAL, msg: 'Boom' })
      if (url === apiUrl(endpoints.qrStyle.settings)) return envelopeResponse(NEW)
      return envelopeResponse({ image: image('#000000') })
    })
    renderPanel()
    expect(await screen.findByText('The QR code styles could not be loaded.')).toBeTruthy()
    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Cannot be edited')).toBeTruthy()
  })
})
