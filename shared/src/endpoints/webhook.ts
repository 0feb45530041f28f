import { anyOf, post, resource } from '../endpoint.ts'
import { emptySchema } from '../envelope.ts'
import { EnterprisePermission as P } from '../permissions.ts'
import {
  webhookDeliveryListRequestSchema,
  webhookDeliveryPageSchema,
  webhookDeliveryRefSchema,
  webhookDeliverySchema,
  webhookEndpointAddRequestSchema,
  webhookEndpointListSchema,
  webhookEndpointRefSchema,
  webhookEndpointSchema,
  webhookEndpointSecretSchema,
  webhookEndpointUpdateRequestSchema,
  webhookSecretRotateRequestSchema,
} from '../webhook.ts'

const view = anyOf(P.Developer_View)
const manage = anyOf(P.Api_Key_Manage)

/** The enterprise's webhook endpoints and their delivery logs (`setting/developer`). */
export const webhookEndpoints = resource('/v1/webhook', 'Webhooks', {
  list: post('/list', {
    summary: 'Every webhook endpoint of the enterprise, without secrets',
    access: view,
    response: webhookEndpointListSchema,
  }),
  add: post('/add', {
    summary: 'Add an endpoint with the events it receives; answers its signing secret once',
    access: manage,
    body: webhookEndpointAddRequestSchema,
    response: webhookEndpointSecretSchema,
  }),
  update: post('/update', {
    summary: "Change an endpoint's URL, description or events, or pause and enable it",
    access: manage,
    body: webhookEndpointUpdateRequestSchema,
    response: webhookEndpointSchema,
  }),
  remove: post('/remove', {
    summary: 'Delete an endpoint; its pending deliveries are not sent',
    access: manage,
    body: webhookEndpointRefSchema,
    response: emptySchema,
  }),
  rotate: post('/rotate', {
    summary: 'Give an endpoint a new signing secret; deliveries carry both signatures for the grace period',
    access: manage,
    body: webhookSecretRotateRequestSchema,
    response: webhookEndpointSecretSchema,
  }),
  test: post('/test', {
    summary: 'Send the endpoint a webhook.test event; it appears in the delivery log',
    access: manage,
    body: webhookEndpointRefSchema,
    response: webhookDeliverySchema,
  }),
  deliveries: post('/deliveries', {
    summary: "An endpoint's deliveries, newest first, with every attempt",
    access: view,
    body: webhookDeliveryListRequestSchema,
    response: webhookDeliveryPageSchema,
  }),
  redeliver: post('/redeliver', {
    summary: 'Send a delivery again now, with the same webhook-id',
    access: manage,
    body: webhookDeliveryRefSchema,
    response: webhookDeliverySchema,
  }),
})
