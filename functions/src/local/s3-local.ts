import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import type { Server } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { assertPortFree, LOOPBACK } from './free-port.ts'

/** The part of s3rver 3.7 (CommonJS, untyped) used here. */
type S3rverInstance = {
  run(): Promise<AddressInfo>
  close(): Promise<void>
  httpServer?: Server
}
type S3rverConstructor = new (options: {
  address: string
  port: number
  directory: string
  silent: boolean
  resetOnClose: boolean
}) => S3rverInstance

const S3rver = createRequire(import.meta.url)('s3rver') as S3rverConstructor

export type S3LocalOptions = {
  /** 0 picks a free port. */
  port: number
  /** Objects live in `<dataDir>/s3`; without a data folder they go to a temporary one, removed on stop. */
  dataDir?: string
}

export type S3Local = { endpoint: string; directory: string; stop(): Promise<void> }

/**
 * s3rver in this process. Clients need path-style URLs and checksums only when required (see
 * aws-clients.ts), and Node needs --openssl-legacy-provider, or a truncated ListObjectsV2 answers 500:
 * s3rver encrypts continuation tokens with DES, which OpenSSL 3 only offers through that provider.
 */
export async function startS3Local(options: S3LocalOptions): Promise<S3Local> {
  // s3rver reports a taken port as an uncaught 'error' event, which would end the process.
  if (options.port !== 0) await assertPortFree(options.port, 'S3_PORT')
  const temporary = options.dataDir === undefined
  const directory = temporary
    ? await mkdtemp(path.join(os.tmpdir(), 'simlessly-s3-'))
    : path.join(options.dataDir as string, 's3')
  await mkdir(directory, { recursive: true, mode: 0o700 })

  const server = new S3rver({
    address: LOOPBACK,
    port: options.port,
    directory,
    silent: true,
    resetOnClose: false,
  })
  const address = await server.run()
  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= (async () => {
      const closed = server.close()
      // Idle keep-alive sockets of SDK clients would otherwise hold close() open.
      server.httpServer?.closeAllConnections()
      await closed
      if (temporary) await rm(directory, { recursive: true, force: true })
    })()
    return stopping
  }
  return { endpoint: `http://${LOOPBACK}:${address.port}`, directory, stop }
}
