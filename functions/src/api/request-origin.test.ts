import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config.ts'
import { linkBaseOf } from './request-origin.ts'

const local = loadConfig({ PORT: '3231' })
const fromHost = (host: string) => linkBaseOf(local, { origin: undefined, host })
const fromOrigin = (origin: string, host: string) => linkBaseOf(local, { origin, host })

describe('where the links of a request lead', () => {
  it('locally without PUBLIC_URL, back to the loopback origin the person is on', () => {
    expect(local.linksFollowRequest).toBe(true)
    expect(fromHost('127.0.0.1:3231')).toBe('http://127.0.0.1:3231')
    expect(fromHost('localhost:3231')).toBe('http://localhost:3231')
    expect(fromHost('LOCALHOST:3231')).toBe('http://localhost:3231')
    expect(fromHost('[::1]:3231')).toBe('http://[::1]:3231')
    // The Origin header names the page the person is on, whatever Host a proxy passed on.
    expect(fromOrigin('http://localhost:3231', '127.0.0.1:3231')).toBe('http://localhost:3231')
    expect(fromOrigin('http://[::1]:3231', 'localhost:3231')).toBe('http://[::1]:3231')
  })

  it('ignores anything that is not this machine on the console port, for the configured URL', () => {
    // A configured URL unlike any loopback one, so that a refusal cannot pass for an acceptance.
    const elsewhere = { ...local, publicUrl: 'http://configured.test' }
    const linkOf = (headers: { origin?: string; host?: string }) =>
      linkBaseOf(elsewhere, { origin: headers.origin, host: headers.host })
    for (const host of [
      'evil.example',
      'evil.example:3231',
      '127.0.0.1:3232',
      '127.0.0.1',
      '127.0.0.1:3231@evil.example',
      'evil.example/@127.0.0.1:3231',
      '127.0.0.1:3231/path',
      '127.0.0.2:3231',
      '0.0.0.0:3231',
      '',
    ]) {
      expect(linkOf({ host })).toBe('http://configured.test')
    }
    expect(linkOf({})).toBe('http://configured.test')
    // A foreign or odd Origin is not made good by a loopback Host.
    for (const origin of [
      'http://evil.example',
      'https://127.0.0.1:3231',
      'http://127.0.0.1:3231/',
      'http://127.0.0.1:3232',
      'null',
    ]) {
      expect(linkOf({ origin, host: 'localhost:3231' })).toBe('http://configured.test')
    }
  })

  it('follows no request when PUBLIC_URL is set, nor outside local mode', () => {
    const pinned = loadConfig({ PORT: '3231', PUBLIC_URL: 'https://console.example.com/' })
    expect(pinned).toMatchObject({ publicUrl: 'https://console.example.com', linksFollowRequest: false })
    expect(linkBaseOf(pinned, { origin: 'http://localhost:3231', host: 'localhost:3231' })).toBe(
      'https://console.example.com',
    )
    const aws = loadConfig({
      MODE: 'aws',
      PORT: '3231',
      SESSION_SECRET: 's'.repeat(32),
      DATA_KEY: Buffer.alloc(32).toString('base64'),
    })
    expect(aws.linksFollowRequest).toBe(false)
    expect(linkBaseOf(aws, { origin: undefined, host: 'localhost:3231' })).toBe(aws.publicUrl)
  })

  it('without a request, lead to the address the console is bound to when it is a loopback one', () => {
    expect(loadConfig({}).publicUrl).toBe('http://127.0.0.1:3000')
    expect(loadConfig({ HOST: '::1', PORT: '8080' }).publicUrl).toBe('http://[::1]:8080')
    expect(loadConfig({ HOST: 'localhost' }).publicUrl).toBe('http://localhost:3000')
    expect(loadConfig({ HOST: '0.0.0.0' }).publicUrl).toBe('http://localhost:3000')
  })
})
