import type { Config } from '../config.ts'

/** The names a person may open the local console by: all are this machine. */
const LOOPBACK_HOSTNAMES = new Set(['127.0.0.1', 'localhost', '[::1]'])

type Headers = { origin: string | undefined; host: string | undefined }

/**
 * Where the links a request hands out lead (confirmation, reset and invitation mails, the card checkout
 * and its return), so that a person who opened the console at 127.0.0.1 is not sent to localhost, where
 * the token cookie (per host) is not theirs and they are signed out.
 *
 * Only locally without PUBLIC_URL (`config.linksFollowRequest`), and only a loopback origin on the
 * console's own port, taken from the Origin header (the page the person is on), else the Host header:
 * anything else a client sends (a foreign Host planting its own address in a password reset link) is
 * ignored for the configured URL. With PUBLIC_URL set, and always outside local mode, the configured URL.
 */
export function linkBaseOf(
  config: Pick<Config, 'publicUrl' | 'linksFollowRequest' | 'port'>,
  headers: Headers,
): string {
  if (!config.linksFollowRequest) return config.publicUrl
  const offered = headers.origin ?? (headers.host === undefined ? undefined : `http://${headers.host}`)
  return loopbackOrigin(offered, config.port) ?? config.publicUrl
}

/** `value` when it is exactly an http origin of this machine on `port` (no path, user or query); else undefined. */
function loopbackOrigin(value: string | undefined, port: number): string | undefined {
  if (value === undefined || !URL.canParse(value)) return undefined
  const url = new URL(value)
  const exact = url.origin === value.toLowerCase().replace(/:80$/, '')
  const effectivePort = url.port === '' ? 80 : Number(url.port)
  if (!exact || url.protocol !== 'http:' || effectivePort !== port) return undefined
  return LOOPBACK_HOSTNAMES.has(url.hostname) ? url.origin : undefined
}
