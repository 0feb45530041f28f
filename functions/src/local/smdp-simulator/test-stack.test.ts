import { withLuhn } from '@simlessly/shared/esim/identifiers'
import { describe, expect, inject, it } from 'vitest'

describe('the local stack', () => {
  it('runs the simulator for tests and puts its URL in the config', async () => {
    const { smdp: settings } = inject('config')
    expect(settings.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const response = await fetch(`${settings.url}/simulator/v1/profiles/${withLuhn('894400000000000000')}`)
    expect(response.status).toBe(404)
  })
})
