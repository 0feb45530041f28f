import type { ResourceRouter } from '../endpoint-router.ts'
import { accountRoutes } from './account.ts'
import { adminBipRoutes } from './admin-bip.ts'
import { adminClientRoutes } from './admin-client.ts'
import { adminInsightRoutes } from './admin-insight.ts'
import { adminInvitationRoutes } from './admin-invitation.ts'
import { adminOrderRoutes } from './admin-order.ts'
import { apiKeyRoutes } from './api-key.ts'
import { batchRoutes } from './batch.ts'
import { behaviorRoutes } from './behavior.ts'
import { billingDetailsRoutes } from './billing-details.ts'
import { bipRoutes } from './bip.ts'
import { blockListRoutes } from './block-list.ts'
import { campaignRoutes } from './campaign.ts'
import { eidPushRoutes } from './eid-push.ts'
import { enterpriseRoutes } from './enterprise.ts'
import { es2plusRoutes } from './es2plus.ts'
import { fleetRoutes } from './fleet.ts'
import { generationRoutes } from './generation.ts'
import { groupRoutes } from './group.ts'
import { insightRoutes } from './insight.ts'
import { invitationOfferRoutes } from './invitation-offer.ts'
import { logRoutes } from './log.ts'
import { memberRoutes } from './member.ts'
import { oauthRoutes } from './oauth.ts'
import { orderRoutes } from './order.ts'
import { paymentRoutes } from './payment.ts'
import { permissionRoutes } from './permission.ts'
import { planRoutes } from './plan.ts'
import { platformRoutes } from './platform.ts'
import { profileConfigRoutes } from './profile-config.ts'
import { qrStyleRoutes } from './qr-style.ts'
import { roleRoutes } from './role.ts'
import { searchRoutes } from './search.ts'
import { webhookRoutes } from './webhook.ts'

/** Every resource's router, one per file, each implementing one resource of the endpoint table. */
export const resourceRoutes: readonly ResourceRouter[] = [
  platformRoutes,
  accountRoutes,
  oauthRoutes,
  permissionRoutes,
  enterpriseRoutes,
  memberRoutes,
  roleRoutes,
  profileConfigRoutes,
  generationRoutes,
  batchRoutes,
  qrStyleRoutes,
  fleetRoutes,
  behaviorRoutes,
  logRoutes,
  groupRoutes,
  eidPushRoutes,
  blockListRoutes,
  campaignRoutes,
  es2plusRoutes,
  planRoutes,
  billingDetailsRoutes,
  orderRoutes,
  adminOrderRoutes,
  bipRoutes,
  adminBipRoutes,
  adminInvitationRoutes,
  invitationOfferRoutes,
  adminClientRoutes,
  paymentRoutes,
  insightRoutes,
  adminInsightRoutes,
  apiKeyRoutes,
  webhookRoutes,
  searchRoutes,
]
