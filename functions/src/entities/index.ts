import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { Service } from 'electrodb'
import { createAdminAuditEntity } from './admin-audit.ts'
import { createApiKeyEntity, createRateBucketEntity, createRequestClaimEntity } from './api-key.ts'
import { createActiveBatchEntity, createBatchChunkEntity, createBatchEntity } from './batch.ts'
import { createBatchUploadEntity } from './batch-upload.ts'
import { createBillingDetailsEntity } from './billing-details.ts'
import { createBipCardEntity, createBipMessageEntity } from './bip.ts'
import { createBlockEntity } from './block.ts'
import { createBrandEntity } from './brand.ts'
import { createCallerReads } from './caller-reads.ts'
import { createActiveCampaignEntity, createCampaignEntity, createCampaignTargetEntity } from './campaign.ts'
import { type ClientItem, createClientEntity } from './client.ts'
import { createCounterEntity } from './counter.ts'
import { createEidPushEntity } from './eid-push.ts'
import {
  createEnterpriseEntity,
  createMembershipEntity,
  createRoleEntity,
  createSubscriptionEntity,
} from './enterprise.ts'
import { createFleetExportEntity } from './fleet-export.ts'
import { createGroupEntity } from './group.ts'
import { createIccidClaims } from './iccid-claim.ts'
import { createInvitationLinkEntity, createInvitationSignupEntity } from './invitation-link.ts'
import { createLinkedIdentityEntity } from './linked-identity.ts'
import {
  createBillingAuditEntity,
  createOrderEntity,
  createOrderRefEntity,
  createPlanEditEntity,
} from './order.ts'
import { createOrderPages, createQueryPages } from './order-pages.ts'
import { createProfileEntity } from './profile.ts'
import { createProfileConfigEntity } from './profile-config.ts'
import { createProfileLogEntity, createRecycleLogEntity } from './profile-logs.ts'
import { createProfileReads } from './profile-reads.ts'
import { createProgressReceiptEntity } from './progress-receipt.ts'
import { createQrStyleEntity } from './qr-style.ts'
import { createReadLeaseEntity } from './read-lease.ts'
import { createOneTimeCodeEntity, createSessionEntity, createThrottleEntity } from './session.ts'
import { createReportMailEntity, createStatEntity } from './stat.ts'
import { createInvitationEntity, createInvitationTokenEntity, createTeamAuditEntity } from './team.ts'
import { createTeamReads } from './team-reads.ts'
import { createUsageRecordEntity } from './usage-record.ts'
import { createEmailClaimEntity, createUserEntity } from './user.ts'
import { createUserBehaviorEntity } from './user-behavior.ts'
import {
  createWebhookDeliveryEntity,
  createWebhookDueReads,
  createWebhookEndpointEntity,
  createWebhookSendLeaseEntity,
} from './webhook.ts'

export function createEntities(client: DynamoDBDocumentClient, table: string) {
  const entities = {
    brand: createBrandEntity(client, table),
    user: createUserEntity(client, table),
    emailClaim: createEmailClaimEntity(client, table),
    linkedIdentity: createLinkedIdentityEntity(client, table),
    enterprise: createEnterpriseEntity(client, table),
    role: createRoleEntity(client, table),
    membership: createMembershipEntity(client, table),
    subscription: createSubscriptionEntity(client, table),
    invitation: createInvitationEntity(client, table),
    invitationToken: createInvitationTokenEntity(client, table),
    teamAudit: createTeamAuditEntity(client, table),
    order: createOrderEntity(client, table),
    orderRef: createOrderRefEntity(client, table),
    planEdit: createPlanEditEntity(client, table),
    billingAudit: createBillingAuditEntity(client, table),
    adminAudit: createAdminAuditEntity(client, table),
    invitationLink: createInvitationLinkEntity(client, table),
    invitationSignup: createInvitationSignupEntity(client, table),
    client: createClientEntity(client, table),
    billingDetails: createBillingDetailsEntity(client, table),
    session: createSessionEntity(client, table),
    oneTimeCode: createOneTimeCodeEntity(client, table),
    throttle: createThrottleEntity(client, table),
    profileConfig: createProfileConfigEntity(client, table),
    batch: createBatchEntity(client, table),
    batchChunk: createBatchChunkEntity(client, table),
    activeBatch: createActiveBatchEntity(client, table),
    batchUpload: createBatchUploadEntity(client, table),
    readLease: createReadLeaseEntity(client, table),
    profile: createProfileEntity(client, table),
    qrStyle: createQrStyleEntity(client, table),
    counter: createCounterEntity(client, table),
    stat: createStatEntity(client, table),
    reportMail: createReportMailEntity(client, table),
    group: createGroupEntity(client, table),
    profileLog: createProfileLogEntity(client, table),
    recycleLog: createRecycleLogEntity(client, table),
    fleetExport: createFleetExportEntity(client, table),
    userBehavior: createUserBehaviorEntity(client, table),
    block: createBlockEntity(client, table),
    eidPush: createEidPushEntity(client, table),
    usageRecord: createUsageRecordEntity(client, table),
    campaign: createCampaignEntity(client, table),
    campaignTarget: createCampaignTargetEntity(client, table),
    activeCampaign: createActiveCampaignEntity(client, table),
    progressReceipt: createProgressReceiptEntity(client, table),
    apiKey: createApiKeyEntity(client, table),
    requestClaim: createRequestClaimEntity(client, table),
    rateBucket: createRateBucketEntity(client, table),
    webhookEndpoint: createWebhookEndpointEntity(client, table),
    webhookDelivery: createWebhookDeliveryEntity(client, table),
    webhookSendLease: createWebhookSendLeaseEntity(client, table),
    bipMessage: createBipMessageEntity(client, table),
    bipCard: createBipCardEntity(client, table),
  }
  /** The same entities as one service, for writes that must happen together (transactions). */
  const service = new Service(entities, { client, table })
  /** The ICCID claims, in a table of their own, with a service for their transactions (iccid-claim.ts). */
  const iccidClaims = createIccidClaims(client, table)
  /** The fleet's reads of profiles through its indexes (raw queries: ElectroDB does not manage gsi2-gsi8). */
  const profileReads = createProfileReads(client, table, entities.profile)
  const orderPages = createOrderPages(client, entities.order)
  const clientPages = createQueryPages<ClientItem>(client, entities.client)
  /** The webhook deliveries due (a raw query of the due index's keys). */
  const webhookDue = createWebhookDueReads(client, table)
  /** The guard's reads of a caller (one batch per request) and the roles it keeps per process. */
  const callerReads = createCallerReads(client, table, entities)
  /** The teams the Members screen lists, kept per process while their `teamVersion` stands. */
  const teamReads = createTeamReads(entities)
  return {
    ...entities,
    iccidClaim: iccidClaims.entity,
    claimService: iccidClaims.service,
    iccidClaims,
    service,
    profileReads,
    orderPages,
    clientPages,
    webhookDue,
    callerReads,
    teamReads,
  }
}

export type Entities = ReturnType<typeof createEntities>

type TransactionWrite = Parameters<Entities['service']['transaction']['write']>[0]
/** The entities a transaction's writes are built from. */
export type TransactionEntities = Parameters<TransactionWrite>[0]
/** One write of a transaction. */
export type TransactionItem = ReturnType<TransactionWrite>[number]
