import {
  apiKeyAddRequestSchema,
  apiKeyListSchema,
  apiKeyRefSchema,
  apiKeyRotateRequestSchema,
  apiKeySchema,
  apiKeySecretSchema,
} from '../api-key.ts'
import { anyOf, post, resource } from '../endpoint.ts'
import { EnterprisePermission as P } from '../permissions.ts'

const manage = anyOf(P.Api_Key_Manage)

/** The enterprise's API keys (`setting/developer`): the secret is answered once, when made or rotated. */
export const apiKeyEndpoints = resource('/v1/apikey', 'API keys', {
  list: post('/list', {
    summary: 'Every API key of the enterprise, without secrets',
    access: anyOf(P.Developer_View),
    response: apiKeyListSchema,
  }),
  add: post('/add', {
    summary: 'Create an API key with the ids it may use (only ids the caller holds); answers its secret once',
    access: manage,
    body: apiKeyAddRequestSchema,
    response: apiKeySecretSchema,
  }),
  rotate: post('/rotate', {
    summary: 'Give a key a new secret; the old one keeps signing for the grace period asked',
    access: manage,
    body: apiKeyRotateRequestSchema,
    response: apiKeySecretSchema,
  }),
  revoke: post('/revoke', {
    summary: 'Revoke a key: its next request is refused',
    access: manage,
    body: apiKeyRefSchema,
    response: apiKeySchema,
  }),
})
