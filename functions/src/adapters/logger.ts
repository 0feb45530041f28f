import { Logger } from '@aws-lambda-powertools/logger'
import type { Config } from '../config.ts'

export type { Logger }

/** Structured JSON logs (Powertools). Request-scoped children add the request id to every line. */
export function createLogger(config: Pick<Config, 'logLevel'>, serviceName = 'simlessly-api'): Logger {
  return new Logger({ serviceName, logLevel: config.logLevel })
}
