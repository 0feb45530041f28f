import { createLogger } from '../adapters/logger.ts'
import { loadConfig } from '../config.ts'
import { createContext } from '../context.ts'
import { createWorkerHandler } from './handler.ts'

/** The worker as a Lambda on the work queue's event source (partial batch responses enabled). */
const config = loadConfig()

export const handler = createWorkerHandler(createContext(config, createLogger(config, 'simlessly-worker')))
