import {
  type BillingDetails,
  type BillingDetailsRequest,
  billingDetailsRequestSchema,
  isKnownTimeZone,
} from '@simlessly/shared'
import type { AppContext } from '../../context.ts'
import type { BillingDetailsItem } from '../../entities/billing-details.ts'
import type { MemberActor } from '../actor.ts'

const UTC = 'UTC'

/**
 * The enterprise's owner as they signed up: their email, the time zone their browser named and the brand
 * they came through, which the enterprise's billing details and invoices start from.
 */
async function ownerOf(ctx: AppContext, enterpriseId: string) {
  const { data: enterprise } = await ctx.entities.enterprise.get({ enterpriseId }).go()
  const { data: owner } = enterprise
    ? await ctx.entities.user.get({ userId: enterprise.ownerUserId }).go()
    : { data: null }
  return {
    enterpriseName: enterprise?.name ?? '',
    email: owner?.email ?? '',
    timeZone: owner?.timeZone && isKnownTimeZone(owner.timeZone) ? owner.timeZone : UTC,
    brandKey: owner?.brandKey,
  }
}

function view(item: BillingDetailsItem): BillingDetails {
  const { companyName, address, country, taxId, billingEmail, timeZone, updatedAt } = item
  return { companyName, address, country, taxId, billingEmail, timeZone, saved: true, updatedAt }
}

/**
 * The billing details as saved, or, until the owner saves them, proposed: the enterprise's name, the
 * owner's email and the time zone the owner signed up in (UTC when their browser did not say).
 */
export async function billingDetailsOf(
  ctx: AppContext,
  enterpriseId: string,
): Promise<BillingDetails & { brandKey: string | undefined }> {
  const [{ data }, owner] = await Promise.all([
    ctx.entities.billingDetails.get({ enterpriseId }).go(),
    ownerOf(ctx, enterpriseId),
  ])
  if (data) return { ...view(data), brandKey: owner.brandKey }
  return {
    companyName: owner.enterpriseName,
    address: '',
    country: '',
    taxId: '',
    billingEmail: owner.email,
    timeZone: owner.timeZone,
    saved: false,
    updatedAt: null,
    brandKey: owner.brandKey,
  }
}

export async function getBillingDetails(ctx: AppContext, actor: MemberActor): Promise<BillingDetails> {
  const { brandKey: _, ...details } = await billingDetailsOf(ctx, actor.enterpriseId)
  return details
}

/** Saves the owner's billing details; invoices paid from now on name them, those paid keep theirs. */
export async function saveBillingDetails(
  ctx: AppContext,
  actor: MemberActor,
  input: BillingDetailsRequest,
): Promise<BillingDetails> {
  const fields = billingDetailsRequestSchema.parse(input)
  const item = { enterpriseId: actor.enterpriseId, ...fields, updatedBy: actor.userId, updatedAt: ctx.now() }
  await ctx.entities.billingDetails.put(item).go()
  return view(item)
}

/**
 * The enterprise's time zone: the billing details' when saved, else the one its owner signed up in, else
 * UTC. Calendar months of the plan's monthly limits and the days of its invoices are this zone's.
 */
export async function enterpriseTimeZone(ctx: AppContext, enterpriseId: string): Promise<string> {
  const { data } = await ctx.entities.billingDetails.get({ enterpriseId }).go()
  if (data && isKnownTimeZone(data.timeZone)) return data.timeZone
  return (await ownerOf(ctx, enterpriseId)).timeZone
}
