import { createLogger } from '../../functions/src/adapters/logger.ts'
import { loadConfig } from '../../functions/src/config.ts'
import { type AppContext, createContext } from '../../functions/src/context.ts'

export {
  createActiveUser,
  setPlanFeatures,
  TEST_PASSWORD,
  uniqueEmail,
} from '../../functions/test/accounts.ts'

/** The DynamoDB Local port of the e2e server (playwright.config.ts pins it so tests can seed data). */
export const E2E_DYNAMODB_PORT = Number(process.env.E2E_DYNAMODB_PORT ?? 8790)

let shared: AppContext | undefined

/**
 * A context on the e2e server's table, for seeding what the public flows cannot make yet. One per worker
 * process: each call built its own AWS, mail, SM-DP+, payment and webhook clients (and a new connection to
 * DynamoDB Local) for the one or two writes it was asked for, and closed none of them.
 */
export function e2eContext(): AppContext {
  shared ??= createContext(
    loadConfig({
      MODE: 'local',
      LOG_LEVEL: 'SILENT',
      DYNAMODB_ENDPOINT: `http://127.0.0.1:${E2E_DYNAMODB_PORT}`,
    }),
    createLogger({ logLevel: 'SILENT' }),
  )
  return shared
}
