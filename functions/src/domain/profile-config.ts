import {
  missingForGeneration,
  type ProfileConfig,
  type ProfileConfigData,
  type ProfileConfigInput,
  profileConfigInputSchema,
} from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { ulid } from 'ulid'
import { AppError } from '../app-error.ts'
import type { AppContext } from '../context.ts'
import { isConditionalFailure } from '../entities/transaction.ts'
import { planLimitView, requireWithinPlan } from './billing/plan-limits.ts'
import { pageOf } from './paging.ts'

type Tenant = { enterpriseId: string }
type StoredConfig = { configId: string; name: string; data: unknown; createdAt: number; updatedAt: number }

function toConfig(item: StoredConfig): ProfileConfig {
  // Stored data went through the schema on the way in; parsing again keeps old rows honest after changes.
  const data = profileConfigInputSchema.parse(item.data)
  return {
    ...data,
    configId: item.configId,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
    missing: missingForGeneration(data),
  }
}

async function allConfigs(ctx: AppContext, { enterpriseId }: Tenant) {
  const { data } = await ctx.entities.profileConfig.query.byEnterprise({ enterpriseId }).go({ pages: 'all' })
  return data
}

async function assertNameFree(ctx: AppContext, tenant: Tenant, name: string, exceptId?: string) {
  const taken = (await allConfigs(ctx, tenant)).some(
    (c) => c.configId !== exceptId && c.name.toLowerCase() === name.toLowerCase(),
  )
  if (taken) throw new AppError(ErrorCode.CONFLICT, `A configuration named "${name}" already exists`)
}

/** A page of the enterprise's configurations, newest change first, optionally filtered by name. */
export async function listConfigs(
  ctx: AppContext,
  input: Tenant & { keyword?: string | undefined; pageNum: number; pageSize: number },
) {
  const keyword = input.keyword?.toLowerCase()
  const matching = (await allConfigs(ctx, input))
    .filter((c) => !keyword || c.name.toLowerCase().includes(keyword))
    .sort((a, b) => b.updatedAt - a.updatedAt)
  const page = pageOf(matching, input)
  return { ...page, list: page.list.map(toConfig) }
}

export async function getConfig(
  ctx: AppContext,
  input: Tenant & { configId: string },
): Promise<ProfileConfig> {
  const { data } = await ctx.entities.profileConfig.get(input).go()
  if (!data) throw AppError.notFound('This configuration does not exist (it may have been deleted)')
  return toConfig(data)
}

/** The configurations the enterprise keeps, as the plan's cap counts them (the refusal and the screen alike). */
export async function configurationsKept(ctx: AppContext, { enterpriseId }: Tenant): Promise<number> {
  const { data } = await ctx.entities.profileConfig.query
    .byEnterprise({ enterpriseId })
    .go({ pages: 'all', attributes: ['configId'] })
  return data.length
}

/** The Configuration screen's "3 of 5 configurations on the Pro plan", and the lock at the cap. */
export async function configurationLimit(
  ctx: AppContext,
  viewer: Tenant & { canBuy: boolean; appName: string },
) {
  const used = await configurationsKept(ctx, viewer)
  return planLimitView(ctx, { ...viewer, what: 'configurations', used })
}

export async function createConfig(
  ctx: AppContext,
  input: Tenant & { userId: string; config: ProfileConfigInput },
): Promise<ProfileConfig> {
  const data: ProfileConfigData = profileConfigInputSchema.parse(input.config)
  await assertNameFree(ctx, input, data.name)
  await requireWithinPlan(ctx, {
    enterpriseId: input.enterpriseId,
    what: 'configurations',
    used: await configurationsKept(ctx, input),
  })
  const { data: item } = await ctx.entities.profileConfig
    .create({
      enterpriseId: input.enterpriseId,
      configId: ulid(ctx.now()),
      name: data.name,
      data,
      createdBy: input.userId,
    })
    .go()
  return toConfig(item)
}

export async function updateConfig(
  ctx: AppContext,
  input: Tenant & { configId: string; config: ProfileConfigInput },
): Promise<ProfileConfig> {
  const data = profileConfigInputSchema.parse(input.config)
  await getConfig(ctx, input)
  await assertNameFree(ctx, input, data.name, input.configId)
  await ctx.entities.profileConfig
    .patch({ enterpriseId: input.enterpriseId, configId: input.configId })
    .set({ name: data.name, data })
    .go()
  return getConfig(ctx, input)
}

/** Deletes a configuration no batch has used; the check and the delete are one conditional write. */
export async function deleteConfig(ctx: AppContext, input: Tenant & { configId: string }): Promise<void> {
  await getConfig(ctx, input)
  try {
    await ctx.entities.profileConfig
      .delete(input)
      .where(({ batchCount }, { eq }) => eq(batchCount, 0))
      .go()
  } catch (error) {
    if (!isConditionalFailure(error)) throw error
    throw new AppError(
      ErrorCode.CONFLICT,
      'This configuration is in use by generated profiles and cannot be deleted',
    )
  }
}
