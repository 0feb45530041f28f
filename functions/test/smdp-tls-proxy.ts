import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import type { TLSSocket } from 'node:tls'

/** Where the certificates are kept between runs, beside the DynamoDB Local jar (.cache is not committed). */
const CACHE = path.resolve(import.meta.dirname, '../../.cache/smdp-mtls')
/** Made for 30 days, used for 7: a run never meets a certificate that expires while it runs. */
const DAYS_VALID = 30
const DAYS_USED = 7

/**
 * The material an operator hands over for an SM-DP+ that demands mutual TLS, made with openssl: an
 * RSA-4096 root, an RSA-4096 issuing CA and client certificate (the chain and key a console presents),
 * and a server certificate for 127.0.0.1 from the root (the CA the console must trust). Three RSA-4096
 * keys cost seconds of CPU, so a set is made once a week and kept in .cache; a set is made whole in a
 * folder of its own and renamed into place, so a run never reads half of one.
 */
export function mtlsMaterial(cache = CACHE): string {
  const madeAt = Number(
    existsSync(path.join(cache, 'made-at')) && readFileSync(path.join(cache, 'made-at'), 'utf8'),
  )
  if (madeAt && Date.now() - madeAt < DAYS_USED * 86_400_000) return cache
  mkdirSync(path.dirname(cache), { recursive: true })
  const dir = mkdtempSync(`${cache}-`)
  const run = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' })
  const rsa = (bits: number) => ['-newkey', `rsa:${bits}`, '-nodes']
  const days = ['-days', String(DAYS_VALID)]
  run(
    'req',
    '-x509',
    ...rsa(4096),
    '-keyout',
    'root.key',
    '-out',
    'root.pem',
    ...days,
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
      ...days,
      '-extfile',
      ext,
    )
  }
  issue('issuing', 4096, '/CN=ES2 client issuing CA', 'root', 'ca.ext')
  issue('client', 4096, '/CN=console.example.com', 'issuing', 'client.ext')
  issue('server', 2048, '/CN=smdp.test', 'root', 'server.ext')
  writeFileSync(path.join(dir, 'made-at'), String(Date.now()))
  rmSync(cache, { recursive: true, force: true })
  renameSync(dir, cache)
  return cache
}

/**
 * An SM-DP+ that demands mutual TLS, as a production one does: an HTTPS front of the local simulator that
 * accepts only a client certificate chaining to its root (mtlsMaterial). Records the subject of every
 * client certificate it accepted.
 */
export async function startSmdpTlsProxy(simulatorUrl: string) {
  const dir = mtlsMaterial()
  const file = (name: string) => readFileSync(path.join(dir, name), 'utf8')
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
    },
  }
}
