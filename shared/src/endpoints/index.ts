import type { Endpoint } from '../endpoint.ts'
import { accountEndpoints } from './account.ts'
import { adminBipEndpoints } from './admin-bip.ts'
import { adminClientEndpoints } from './admin-client.ts'
import { adminInsightEndpoints } from './admin-insight.ts'
import { adminInvitationEndpoints } from './admin-invitation.ts'
import { adminOrderEndpoints } from './admin-order.ts'
import { apiKeyEndpoints } from './api-key.ts'
import { batchEndpoints } from './batch.ts'
import { behaviorEndpoints } from './behavior.ts'
import { billingDetailsEndpoints } from './billing-details.ts'
import { bipEndpoints } from './bip.ts'
import { blockListEndpoints } from './block-list.ts'
import { campaignEndpoints } from './campaign.ts'
import { eidPushEndpoints } from './eid-push.ts'
import { enterpriseEndpoints } from './enterprise.ts'
import { es2plusEndpoints } from './es2plus.ts'
import { fleetEndpoints } from './fleet.ts'
import { generationEndpoints } from './generation.ts'
import { groupEndpoints } from './group.ts'
import { insightEndpoints } from './insight.ts'
import { invitationOfferEndpoints } from './invitation-offer.ts'
import { logEndpoints } from './log.ts'
import { memberEndpoints } from './member.ts'
import { oauthEndpoints } from './oauth.ts'
import { orderEndpoints } from './order.ts'
import { paymentEndpoints } from './payment.ts'
import { permissionEndpoints } from './permission.ts'
import { planEndpoints } from './plan.ts'
import { platformEndpoints } from './platform.ts'
import { profileConfigEndpoints } from './profile-config.ts'
import { qrStyleEndpoints } from './qr-style.ts'
import { roleEndpoints } from './role.ts'
import { searchEndpoints } from './search.ts'
import { webhookEndpoints } from './webhook.ts'

/**
 * The endpoint table: every endpoint of the API, declared once, by resource. The server mounts each
 * resource's handlers from it, the web client calls by it, and the OpenAPI document is built from it.
 */
export const endpoints = {
  platform: platformEndpoints,
  account: accountEndpoints,
  permission: permissionEndpoints,
  enterprise: enterpriseEndpoints,
  member: memberEndpoints,
  role: roleEndpoints,
  profileConfig: profileConfigEndpoints,
  generation: generationEndpoints,
  batch: batchEndpoints,
  qrStyle: qrStyleEndpoints,
  fleet: fleetEndpoints,
  behavior: behaviorEndpoints,
  log: logEndpoints,
  group: groupEndpoints,
  eidPush: eidPushEndpoints,
  blockList: blockListEndpoints,
  campaign: campaignEndpoints,
  es2plus: es2plusEndpoints,
  plan: planEndpoints,
  billingDetails: billingDetailsEndpoints,
  order: orderEndpoints,
  adminOrder: adminOrderEndpoints,
  adminInvitation: adminInvitationEndpoints,
  invitationOffer: invitationOfferEndpoints,
  oauth: oauthEndpoints,
  adminClient: adminClientEndpoints,
  payment: paymentEndpoints,
  insight: insightEndpoints,
  adminInsight: adminInsightEndpoints,
  apiKey: apiKeyEndpoints,
  webhook: webhookEndpoints,
  bip: bipEndpoints,
  adminBip: adminBipEndpoints,
  search: searchEndpoints,
} as const

export type ResourceName = keyof typeof endpoints

/** Every declared endpoint, with its resource and its name in that resource. */
export function listEndpoints(): { resource: ResourceName; name: string; endpoint: Endpoint }[] {
  return Object.entries(endpoints).flatMap(([resource, declared]) =>
    Object.entries(declared as Record<string, Endpoint>).map(([name, endpoint]) => ({
      resource: resource as ResourceName,
      name,
      endpoint,
    })),
  )
}
