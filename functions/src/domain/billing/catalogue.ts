import { DEFAULT_PLANS, type Plan, type PlanCode, planSchema } from '@simlessly/shared'
import type { AppContext } from '../../context.ts'

/**
 * The plan catalogue: the defaults of shared/billing with the admins' edits stored over them (one small
 * platform partition, read whole). Orders copy what they need from the plan when made, so an edit changes
 * what is sold from then on, never what was bought.
 */
export async function listPlans(ctx: AppContext): Promise<Plan[]> {
  const { data } = await ctx.entities.planEdit.query.byCode({}).go({ pages: 'all' })
  const edits = new Map(data.map((edit) => [edit.code, planSchema.parse(edit.plan)]))
  return DEFAULT_PLANS.map((plan) => edits.get(plan.code) ?? plan)
}

export async function getPlan(ctx: AppContext, code: PlanCode): Promise<Plan> {
  const { data } = await ctx.entities.planEdit.get({ code }).go()
  const plan = data ? planSchema.parse(data.plan) : DEFAULT_PLANS.find((p) => p.code === code)
  if (!plan) throw new Error(`No plan ${code} in the catalogue`)
  return plan
}
