import { Hono } from 'hono'
import { IMPORT_PATH, importRequestSchema, MAX_IMPORT } from '../../adapters/smdp/profile-import.ts'
import { publicView } from './profile-record.ts'
import type { ProfileStore } from './profile-store.ts'

/**
 * What the simulator offers beside ES2+: the vendor import of profile data (bulk JSON, idempotent per
 * ICCID, all or nothing) and a read of one profile for tests and people. Neither ever shows Ki or OPc.
 */
export function createSimulatorRoutes(store: ProfileStore): Hono {
  const routes = new Hono()

  routes.post(IMPORT_PATH, async (c) => {
    const json: unknown = await c.req.json().catch(() => undefined)
    const parsed = importRequestSchema.safeParse(json)
    if (!parsed.success) {
      // Paths and messages only: echoing the input would put Ki and OPc into an answer or a log.
      const issues = parsed.error.issues
        .slice(0, 20)
        .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      return c.json(
        { error: `Send { profiles: [...] } with 1 to ${MAX_IMPORT} valid profiles (${issues.join('; ')})` },
        400,
      )
    }
    const outcome = store.importProfiles(parsed.data.profiles)
    if (!outcome.ok) {
      return c.json(
        { error: 'Different data is already loaded for these ICCIDs', conflicts: outcome.conflicts },
        409,
      )
    }
    await store.persisted()
    return c.json({ created: outcome.created, unchanged: outcome.unchanged })
  })

  routes.get(`${IMPORT_PATH}/:iccid`, (c) => {
    const profile = store.get(c.req.param('iccid'))
    if (!profile) return c.json({ error: 'This SM-DP+ does not know that ICCID' }, 404)
    c.header('Cache-Control', 'no-store')
    return c.json(publicView(profile))
  })

  return routes
}
