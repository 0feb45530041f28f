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

/** A context on the e2e server's table, for seeding what the public flows cannot make yet. */
export function e2eContext(): AppContext {
  const config = loadConfig({
    MODE: 'local',
    LOG_LEVEL: 'SILENT',
    DYNAMODB_ENDPOINT: `http://127.0.0.1:${E2E_DYNAMODB_PORT}`,
  })
  return createContext(config, createLogger({ logLevel: 'SILENT' }))
}
