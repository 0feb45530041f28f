import { createLogger } from '../adapters/logger.ts'
import { loadConfig } from '../config.ts'
import { type AppContext, createContext, withDataKey } from '../context.ts'

/**
 * A function's context, built once per container at its cold start (the entries await it at the top
 * level): the config from the environment, the data key unwrapped by KMS, then the clients.
 */
export async function lambdaContext(serviceName: string): Promise<AppContext> {
  const config = await withDataKey(loadConfig())
  return createContext(config, createLogger(config, serviceName))
}
