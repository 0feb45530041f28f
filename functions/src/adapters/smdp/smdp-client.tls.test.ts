import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { TLSSocket } from 'node:tls'
import { ErrorCode } from '@simlessly/shared/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSmdpClient } from './index.ts'

const ICCID = '8944478600004958824'
const hasOpenssl = (() => {
  try {
    execFileSync('openssl', ['version'])
    return true
  } catch {
    return false
  }
})()

let dir: string
let server: https.Server
let url: string
const clientCertificates: string[] = []

/** A throwaway CA, a server certificate for 127.0.0.1 and a client certificate, made for this run only. */
function makeCertificates() {
  const run = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' })
  const key = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes']
  run('req', '-x509', ...key, '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '1', '-subj', '/CN=test-ca')
  writeFileSync(path.join(dir, 'server.ext'), 'subjectAltName=IP:127.0.0.1\n')
  for (const [name, cn] of [
    ['server', 'smdp.test'],
    ['client', 'console.test'],
  ] as const) {
    run('req', ...key, '-keyout', `${name}.key`, '-out', `${name}.csr`, '-subj', `/CN=${cn}`)
    const ext = name === 'server' ? ['-extfile', 'server.ext'] : []
    run(
      'x509',
      '-req',
      '-in',
      `${name}.csr`,
      '-CA',
      'ca.pem',
      '-CAkey',
      'ca.key',
      '-CAcreateserial',
      '-out',
      `${name}.pem`,
      '-days',
      '1',
      ...ext,
    )
  }
}

beforeAll(async () => {
  if (!hasOpenssl) return
  dir = mkdtempSync(path.join(os.tmpdir(), 'smdp-tls-'))
  makeCertificates()
  const file = (name: string) => readFileSync(path.join(dir, name))
  server = https.createServer(
    {
      key: file('server.key'),
      cert: file('server.pem'),
      ca: file('ca.pem'),
      requestCert: true,
      rejectUnauthorized: true,
    },
    (req, res) => {
      const peer = (req.socket as TLSSocket).getPeerCertificate()
      clientCertificates.push(String(peer.subject?.CN))
      req.resume()
      req.on('end', () => {
        res.writeHead(200, { 'Content-Type': 'application/json' })
        res.end(
          JSON.stringify({
            header: { functionExecutionStatus: { status: 'Executed-Success' } },
            iccid: ICCID,
          }),
        )
      })
    },
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  if (server) await new Promise<void>((resolve) => server.close(() => resolve()))
  if (dir) rmSync(dir, { recursive: true, force: true })
})

const settings = { requesterId: 'tls-test', timeoutMs: 5_000, retries: 0, maxConnections: 2 }

describe.skipIf(!hasOpenssl)('mutual TLS', () => {
  it('presents the configured client certificate and trusts the configured CA', async () => {
    const tls = {
      certFile: path.join(dir, 'client.pem'),
      keyFile: path.join(dir, 'client.key'),
      caFile: path.join(dir, 'ca.pem'),
    }
    const client = createSmdpClient({ ...settings, url, tls })
    expect(await client.downloadOrder({ iccid: ICCID })).toEqual({ iccid: ICCID })
    client.close()
    expect(clientCertificates.at(-1)).toBe('console.test')
  })

  it('presents a client certificate and key, and trusts CAs, given as PEM text (SST secrets), not files', async () => {
    const text = (name: string) => readFileSync(path.join(dir, name), 'utf8')
    const tls = {
      certFile: undefined,
      keyFile: undefined,
      caFile: undefined,
      cert: text('client.pem'),
      key: text('client.key'),
      ca: text('ca.pem'),
    }
    const client = createSmdpClient({ ...settings, url, tls })
    expect(await client.downloadOrder({ iccid: ICCID })).toEqual({ iccid: ICCID })
    client.close()
    expect(clientCertificates.at(-1)).toBe('console.test')
  })

  it('cannot call an SM-DP+ that demands a client certificate without one', async () => {
    const client = createSmdpClient({
      ...settings,
      url,
      tls: { certFile: undefined, keyFile: undefined, caFile: path.join(dir, 'ca.pem') },
    })
    await expect(client.downloadOrder({ iccid: ICCID })).rejects.toMatchObject({
      code: ErrorCode.SMDP_UNREACHABLE,
    })
    client.close()
  })

  it('does not trust a server certificate from another CA', async () => {
    const client = createSmdpClient({
      ...settings,
      url,
      tls: { certFile: undefined, keyFile: undefined, caFile: undefined },
    })
    await expect(client.downloadOrder({ iccid: ICCID })).rejects.toMatchObject({
      code: ErrorCode.SMDP_UNREACHABLE,
      message: expect.stringMatching(/certificate/),
    })
    client.close()
  })
})
