export * from './admin-bip.ts'
export * from './admin-client.ts'
export * from './api-key.ts'
export * from './auth.ts'
export * from './batch.ts'
export * from './batch-upload.ts'
export * from './behavior.ts'
export * from './billing/index.ts'
export * from './bip.ts'
export * from './block.ts'
export * from './campaign.ts'
export * from './constants.ts'
export * from './eid-push.ts'
export {
  type Access,
  API_BASE_PATH,
  DEFAULT_CACHE_CONTROL,
  DEFAULT_MAX_BODY_BYTES,
  type Endpoint,
  type EndpointSpec,
  type FileAnswer,
  type HttpMethod,
  type RequestOf,
  type Schema,
  type Upload,
} from './endpoint.ts'
export * from './endpoints/index.ts'
export * from './envelope.ts'
export * from './errors.ts'
export * from './esim/index.ts'
export * from './fleet.ts'
export * from './fleet-counts.ts'
export * from './group.ts'
export * from './insight.ts'
export * from './invitation-links.ts'
export * from './ip.ts'
export * from './length-messages.ts'
export * from './log.ts'
export * from './messages.ts'
export * from './oauth.ts'
export * from './page.ts'
export * from './password.ts'
export * from './permission-schemas.ts'
export * from './permissions.ts'
export * from './platform.ts'
export * from './profile-config.ts'
export * from './qr-style.ts'
export * from './search.ts'
export * from './team.ts'
export * from './webhook.ts'
