import { beforeAll, describe, expect, it } from 'vitest'
import { createActiveUser } from '../../test/accounts.ts'
import { fileContext } from '../../test/helpers.ts'
import type { AppContext } from '../context.ts'
import { WORKER_JOBS } from './handler.ts'

/** A suspended enterprise's queued work stops: the worker drops its generation, exports and campaign steps. */
let ctx: AppContext
beforeAll(() => {
  ctx = fileContext()
})

describe("the worker and a suspended enterprise's jobs", () => {
  it('drops a batch split of a suspended enterprise unread, and runs it for an active one', async () => {
    const { enterpriseId } = await createActiveUser(ctx)
    const job = {
      id: `split-${enterpriseId}`,
      type: 'batch.split' as const,
      enterpriseId,
      batchCode: 'NO-SUCH',
    }
    // Run: the batch does not exist, which the split says.
    await expect(WORKER_JOBS['batch.split'](ctx, job)).rejects.toThrow()
    await ctx.entities.enterprise.patch({ enterpriseId }).set({ status: 'SUSPENDED' }).go()
    // Dropped: nothing is read, so nothing is missing.
    await expect(WORKER_JOBS['batch.split'](ctx, job)).resolves.toBeUndefined()
    const step = {
      id: `step-${enterpriseId}`,
      type: 'campaign.step' as const,
      enterpriseId,
      campaignId: 'C',
      runId: 'R',
    }
    await expect(WORKER_JOBS['campaign.step'](ctx, step)).resolves.toBeUndefined()
  })
})
