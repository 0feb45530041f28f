import { Permission } from '@simlessly/shared'
import type { AppContext } from '../../context.ts'
import { holds, type TenantCaller } from '../actor.ts'
import { getSiteTheme } from '../brands.ts'
import { entitlementView } from './entitlement.ts'
import { cancelSubscription, subscriptionView } from './subscription.ts'

/**
 * The caller's own plan, as the billing and home screens show it: in the caller's enterprise, named with
 * the site's app name, and with the buying actions only for a caller holding Order_Purchase.
 */
async function viewerOf(ctx: AppContext, actor: TenantCaller) {
  const { appName } = await getSiteTheme(ctx, undefined)
  return { enterpriseId: actor.enterpriseId, appName, canBuy: holds(actor, Permission.Order_Purchase) }
}

export async function ownSubscription(ctx: AppContext, actor: TenantCaller) {
  return subscriptionView(ctx, await viewerOf(ctx, actor))
}

export async function ownEntitlement(ctx: AppContext, actor: TenantCaller) {
  return entitlementView(ctx, await viewerOf(ctx, actor))
}

export async function cancelOwnSubscription(ctx: AppContext, actor: TenantCaller) {
  return cancelSubscription(ctx, await viewerOf(ctx, actor))
}
