import { Logger } from '@aws-lambda-powertools/logger'
import type { LogAttributes } from '@aws-lambda-powertools/logger/types'
import type { Config } from '../config.ts'

export type { Logger }

/** Structured JSON logs (Powertools). Request-scoped children add the request id to every line. */
export function createLogger(config: Pick<Config, 'logLevel'>, serviceName = 'simlessly-api'): Logger {
  return new Logger({ serviceName, logLevel: config.logLevel })
}

type LogArgs = Parameters<Logger['info']>

/** A request's logger: the process's logger, with the request's keys (its id, then its caller) on every line. */
export type RequestLogger = {
  debug(...args: LogArgs): void
  info(...args: LogArgs): void
  warn(...args: LogArgs): void
  error(...args: LogArgs): void
  appendKeys(keys: Record<string, string>): void
}

/**
 * Writes through `parent` with `keys` added to each line. A Powertools child per request (a new Logger and
 * a new Console each) cost more CPU than a small request's own work; the lines are the same.
 */
export function requestLogger(parent: Logger, keys: Record<string, string>): RequestLogger {
  const own: Record<string, string> = { ...keys }
  // Powertools takes the extras in turn (an Error as `error`, a string as `extra`, objects merged) whatever
  // its types say of a mix: the request's keys go first, what the call gave after them.
  const withKeys = (extra: readonly unknown[]) => [own, ...extra] as LogAttributes[]
  return {
    debug: (input, ...extra) => parent.debug(input, ...withKeys(extra)),
    info: (input, ...extra) => parent.info(input, ...withKeys(extra)),
    warn: (input, ...extra) => parent.warn(input, ...withKeys(extra)),
    error: (input, ...extra) => parent.error(input, ...withKeys(extra)),
    appendKeys: (more) => Object.assign(own, more),
  }
}
