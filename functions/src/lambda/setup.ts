import { backfillClients } from '../domain/admin/clients/backfill.ts'
import { ensurePlatformAdmin } from '../domain/auth/admin.ts'
import { seedBrands } from '../domain/brand.ts'
import { ensurePlatformKey } from '../domain/generation/pgp.ts'
import { moveClaimsToOwnTable } from '../entities/claims-move.ts'
import { lambdaContext } from './boot.ts'

/**
 * The deploy-time step, invoked once per deploy by the stack (whatever its input): the seed brands, the
 * platform admin of ADMIN_EMAIL (created once, with ADMIN_PASSWORD; an existing one keeps its password)
 * the platform's PGP key, the admin's client list for enterprises made before it (once per table), and the
 * ICCID claims the table held before they had a table of their own, copied into it (once per table).
 * Each step is idempotent, so a repeated deploy or a retried invocation changes nothing that exists. Answers what it created; never a password.
 */
const ctx = await lambdaContext('simlessly-setup')

export async function handler(_event?: unknown) {
  const brands = await seedBrands(ctx)
  const admin = await ensurePlatformAdmin(ctx)
  await ensurePlatformKey(ctx)
  const clients = await backfillClients(ctx)
  const claims = await moveClaimsToOwnTable(ctx.aws.dynamodb, ctx.config.tableName)
  const answer = {
    brandsAdded: brands,
    admin: { email: admin.email, created: admin.created },
    clientsBackfilled: clients.enterprises,
    claimsMoved: claims.claims,
  }
  ctx.logger.info('setup done', answer)
  return answer
}
