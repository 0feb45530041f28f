import net from 'node:net'

export const LOOPBACK = '127.0.0.1'

/**
 * Asks the kernel for a free loopback port. Another process may take it before the caller binds it,
 * so this is only for children (DynamoDB Local) that cannot be told to pick a port themselves.
 */
export function freePort(host = LOOPBACK): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.once('error', reject)
    server.listen(0, host, () => {
      const address = server.address()
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port)
        else reject(new Error('The kernel did not assign a port'))
      })
    })
  })
}

/** Fails early with the setting to change when a fixed port is taken, before a library crashes on it. */
export function assertPortFree(port: number, setting: string, host = LOOPBACK): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.once('error', (error: NodeJS.ErrnoException) => {
      const reason = error.code === 'EADDRINUSE' ? 'is already in use' : `cannot be bound (${error.code})`
      reject(
        new Error(
          `Port ${port} on ${host} ${reason}. Stop what holds it, or set ${setting} to another port (0 picks a free one).`,
        ),
      )
    })
    server.listen(port, host, () => server.close(() => resolve()))
  })
}

/** A port of 0 means any free one; a fixed port is checked first so the error names the setting. */
export async function resolvePort(port: number, setting: string): Promise<number> {
  if (port === 0) return freePort()
  await assertPortFree(port, setting)
  return port
}
