import type { AppContext } from '../../context.ts'
import type { TenantCaller } from '../actor.ts'
import { entitlementView, lockViewer } from './entitlement.ts'
import { cancelSubscription, subscriptionView } from './subscription.ts'

/*
 * The caller's own plan, as the billing and home screens show it: in the caller's enterprise, named with
 * the site's app name, and with the buying actions only for a caller holding Order_Purchase (lockViewer).
 */

export async function ownSubscription(ctx: AppContext, actor: TenantCaller) {
  return subscriptionView(ctx, await lockViewer(ctx, actor))
}

export async function ownEntitlement(ctx: AppContext, actor: TenantCaller) {
  return entitlementView(ctx, await lockViewer(ctx, actor))
}

export async function cancelOwnSubscription(ctx: AppContext, actor: TenantCaller) {
  return cancelSubscription(ctx, await lockViewer(ctx, actor))
}
