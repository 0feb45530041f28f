import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { TLSSocket } from 'node:tls'

/**
 * An SM-DP+ that demands mutual TLS, as a production one does: an HTTPS front of the local simulator that
 * accepts only a client certificate chaining to its root, with the material an operator hands over, made
 * with openssl for this run: an RSA-4096 root, an RSA-4096 issuing CA and client certificate (the chain
 * and key a console presents), and a server certificate for 127.0.0.1 from the root (the CA the console
 * must trust). Records the subject of every client certificate it accepted.
 */
export async function startSmdpTlsProxy(simulatorUrl: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'smdp-mtls-'))
  const run = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' })
  const file = (name: string) => readFileSync(path.join(dir, name), 'utf8')
  const rsa = (bits: number) => ['-newkey', `rsa:${bits}`, '-nodes']
  run(
    'req',
    '-x509',
    ...rsa(4096),
    '-keyout',
    'root.key',
    '-out',
    'root.pem',
    '-days',
    '2',
    '-subj',
    '/CN=SM-DP root',
  )
  writeFileSync(
    path.join(dir, 'ca.ext'),
    'basicConstraints=critical,CA:TRUE\nkeyUsage=critical,keyCertSign\n',
  )
  writeFileSync(path.join(dir, 'client.ext'), 'extendedKeyUsage=clientAuth\n')
  writeFileSync(path.join(dir, 'server.ext'), 'subjectAltName=IP:127.0.0.1\nextendedKeyUsage=serverAuth\n')
  const issue = (name: string, bits: number, subject: string, issuer: string, ext: string) => {
    run('req', ...rsa(bits), '-keyout', `${name}.key`, '-out', `${name}.csr`, '-subj', subject)
    run(
      'x509',
      '-req',
      '-in',
      `${name}.csr`,
      '-CA',
      `${issuer}.pem`,
      '-CAkey',
      `${issuer}.key`,
      '-CAcreateserial',
      '-out',
      `${name}.pem`,
      '-days',
      '2',
      '-extfile',
      ext,
    )
  }
  issue('issuing', 4096, '/CN=ES2 client issuing CA', 'root', 'ca.ext')
  issue('client', 4096, '/CN=console.example.com', 'issuing', 'client.ext')
  issue('server', 2048, '/CN=smdp.test', 'root', 'server.ext')
  const material = {
    clientCert: file('client.pem') + file('issuing.pem'),
    clientKey: file('client.key'),
    ca: file('root.pem'),
  }

  const upstream = new URL(simulatorUrl)
  const clients: string[] = []
  const server = https.createServer(
    { key: file('server.key'), cert: file('server.pem'), ca: file('root.pem'), requestCert: true },
    (req, res) => {
      const socket = req.socket as TLSSocket
      if (!socket.authorized) {
        res.writeHead(403).end()
        return
      }
      clients.push(String(socket.getPeerCertificate().subject?.CN))
      const forward = http.request(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: req.method,
          path: `${upstream.pathname.replace(/\/$/, '')}${req.url}`,
          headers: req.headers,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(res)
        },
      )
      forward.on('error', () => res.writeHead(502).end())
      req.pipe(forward)
    },
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    ...material,
    /** The CN of each client certificate the server accepted, in order. */
    clients,
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
