import { describe, expect, it } from 'vitest'
import { stubFetch } from '@/test/api'
import { deviceSimulatorHref, getDeviceSimulator } from './device-simulator'

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('getDeviceSimulator', () => {
  it('is true only when /dev/device.json says so', async () => {
    const mock = stubFetch(() => json({ available: true }))
    expect(await getDeviceSimulator()).toBe(true)
    expect(String(mock.mock.calls[0]?.[0])).toBe('/dev/device.json')
  })

  it('is false in production: a 404, or the app shell instead of JSON', async () => {
    stubFetch(() => json({ success: false }, 404))
    expect(await getDeviceSimulator()).toBe(false)
    stubFetch(() => new Response('<!doctype html><div id="root"></div>', { status: 200 }))
    expect(await getDeviceSimulator()).toBe(false)
  })
})

it('links to the local device page with the AC percent-encoded', () => {
  expect(deviceSimulatorHref('LPA:1$smdp.example.com$AB-12')).toBe(
    '/dev/device?ac=LPA%3A1%24smdp.example.com%24AB-12',
  )
})
