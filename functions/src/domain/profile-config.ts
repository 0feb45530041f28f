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
import { type TenantActor, type TenantCaller, userIdOf } from './actor.ts'
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

/** A page of the caller's enterprise's configurations, newest change first, optionally filtered by name. */
export async function listConfigs(
  ctx: AppContext,
  actor: TenantCaller,
  input: { keyword?: string | undefined; pageNum: number; pageSize: number },
) {
  const keyword = input.keyword?.toLowerCase()
  const matching = (await allConfigs(ctx, actor))
    .filter((c) => !keyword || c.name.toLowerCase().includes(keyword))
    .sort((a, b) => b.updatedAt - a.updatedAt)
  const page = pageOf(matching, input)
  return { ...page, list: page.list.map(toConfig) }
}

/** One configuration of the caller's enterprise. */
export function configInfo(ctx: AppContext, actor: TenantCaller, input: { configId: string }) {
  return getConfig(ctx, { enterpriseId: actor.enterpriseId, configId: input.configId })
}

/** One configuration of an enterprise the domain already holds (a batch's, a change's). */
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

/** A new configuration in the actor's enterprise, within the plan's cap and under a name not taken. */
export async function createConfig(
  ctx: AppContext,
  actor: TenantActor,
  input: ProfileConfigInput,
): Promise<ProfileConfig> {
  const data: ProfileConfigData = profileConfigInputSchema.parse(input)
  await assertNameFree(ctx, actor, data.name)
  await requireWithinPlan(ctx, {
    enterpriseId: actor.enterpriseId,
    what: 'configurations',
    used: await configurationsKept(ctx, actor),
  })
  const { data: item } = await ctx.entities.profileConfig
    .create({
      enterpriseId: actor.enterpriseId,
      configId: ulid(ctx.now()),
      name: data.name,
      data,
      createdBy: userIdOf(actor),
    })
    .go()
  return toConfig(item)
}

/** Changes a configuration of the caller's enterprise (its name stays unique there). */
export async function updateConfig(
  ctx: AppContext,
  actor: TenantCaller,
  input: ProfileConfigInput & { configId: string },
): Promise<ProfileConfig> {
  const { configId, ...config } = input
  const key = { enterpriseId: actor.enterpriseId, configId }
  const data = profileConfigInputSchema.parse(config)
  await getConfig(ctx, key)
  await assertNameFree(ctx, actor, data.name, configId)
  await ctx.entities.profileConfig.patch(key).set({ name: data.name, data }).go()
  return getConfig(ctx, key)
}

/** Deletes a configuration no batch has used; the check and the delete are one conditional write. */
export async function deleteConfig(
  ctx: AppContext,
  actor: TenantCaller,
  input: { configId: string },
): Promise<void> {
  const key = { enterpriseId: actor.enterpriseId, configId: input.configId }
  await getConfig(ctx, key)
  try {
    await ctx.entities.profileConfig
      .delete(key)
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
