import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { createDataKey } from '../../adapters/data-key.ts'
import { assertPortFree, LOOPBACK } from '../free-port.ts'
import { startSimulatedApplet } from './applet.ts'
import { createDevice } from './device.ts'
import { createDeviceRoutes } from './device-routes.ts'
import { createEs2PlusFunctions } from './es2plus-functions.ts'
import { createEs2PlusRoutes } from './es2plus-routes.ts'
import { createNotifier, type Notifier, type NotifyTarget } from './notifier.ts'
import { openProfileStore, type ProfileStore } from './profile-store.ts'
import { createSimulatorRoutes } from './simulator-routes.ts'

export type SmdpSimulatorOptions = {
  /** 0 picks a free port. */
  port: number
  /** The SM-DP+ address ConfirmOrder answers (and ACs carry). */
  smdpAddress: string
  /** State lives in `<dataDir>/smdp` and survives restarts; without a data folder it stays in memory. */
  dataDir?: string | undefined
  /** The console's data key (32 bytes), which seals Ki and OPc in the state; the data folder's by default. */
  dataKey?: Uint8Array | undefined
  /**
   * Where HandleDownloadProgressInfo goes: the console's ES2+ base (e.g. http://127.0.0.1:3000/api) and
   * the shared secret it checks. Without it notifications are only recorded.
   */
  notify?: NotifyTarget | undefined
  /**
   * The simulated Recycle applet of cards whose profile carries a BIP key: it checks in at the console's
   * origin every `intervalMs` (none when absent or 0).
   */
  applet?: { consoleOrigin: string; intervalMs: number } | undefined
  /** Waits between delivery attempts of a notification (tests shorten them). */
  notifyRetryDelaysMs?: readonly number[]
}

export type SmdpSimulator = {
  /** The ES2+ base URL: SMDP_URL for the adapter. */
  url: string
  port: number
  /** The device simulation and the notifications work on this same store. */
  store: ProfileStore
  /** The notifications sent (or only recorded) so far. */
  notifier: Notifier
  stop(): Promise<void>
}

/**
 * A local SM-DP+ speaking ES2+ over plain HTTP on loopback (production uses mutual TLS; the adapter takes
 * both). It answers the four operator functions with the states and status codes of SGP.22, imports
 * profile data as a vendor would, shows a profile's state at GET /simulator/v1/profiles/<iccid>, and
 * simulates a device under /simulator/v1/device, notifying the console at each notification point.
 */
export async function startSmdpSimulator(options: SmdpSimulatorOptions): Promise<SmdpSimulator> {
  if (options.port !== 0) await assertPortFree(options.port, 'SMDP_SIMULATOR_PORT')
  const store = await openProfileStore({
    dataDir: options.dataDir,
    ...(options.dataKey && { dataKey: createDataKey(options.dataKey) }),
  })
  const app = new Hono()
  app.route('/', createEs2PlusRoutes(createEs2PlusFunctions(store, options.smdpAddress), store))
  app.route('/', createSimulatorRoutes(store))
  const notifier = createNotifier({
    target: options.notify,
    ...(options.notifyRetryDelaysMs && { retryDelaysMs: options.notifyRetryDelaysMs }),
  })
  const device = createDevice(store, notifier, options.smdpAddress)
  app.route('/', createDeviceRoutes(store, device))
  const applet =
    options.applet && options.applet.intervalMs > 0
      ? startSimulatedApplet({ store, device, ...options.applet })
      : undefined
  app.notFound((c) =>
    c.json({ error: `The SM-DP+ simulator has no route ${c.req.method} ${c.req.path}` }, 404),
  )

  let server: Server
  try {
    server = await listen(app, options.port)
  } catch (error) {
    await store.close()
    throw error
  }
  // Batch workers hold their connections between chunks; a longer idle time spares reconnects.
  server.keepAliveTimeout = 30_000
  const { port } = server.address() as AddressInfo

  let stopping: Promise<void> | undefined
  return {
    url: `http://${LOOPBACK}:${port}`,
    port,
    store,
    notifier,
    stop() {
      stopping ??= (async () => {
        applet?.stop()
        const closed = new Promise<void>((resolve) => server.close(() => resolve()))
        // Idle keep-alive connections of the adapter would otherwise hold close() open.
        server.closeAllConnections()
        await closed
        await store.close()
      })()
      return stopping
    },
  }
}

function listen(app: Hono, port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, hostname: LOOPBACK, port }) as Server
    server.once('error', (error: Error) =>
      reject(new Error(`The SM-DP+ simulator cannot listen: ${error.message}`)),
    )
    server.once('listening', () => resolve(server))
  })
}
