import { expect, type Page } from '@playwright/test'
import { API_BASE_PATH, endpoints, type WebhookEndpoint } from '@simlessly/shared'
import { sessionToken } from './session'

export { type Receiver, startReceiver } from '../../../functions/test/webhook-receiver.ts'

/** A call to the webhook API with the page's session, as the console makes it; its `obj` on success. */
async function callWithSession(page: Page, path: string, data: unknown) {
  const answer = await page.request.post(API_BASE_PATH + path, {
    headers: { token: (await sessionToken(page)) ?? '' },
    data,
  })
  const body = await answer.json()
  expect(body.success, body.msg).toBe(true)
  return body.obj
}

/** Adds an endpoint through the API and sends it a test event, for a spec that only looks at the result. */
export async function addWebhookAndTestWithApi(page: Page, url: string): Promise<WebhookEndpoint> {
  const { endpoint } = await callWithSession(page, endpoints.webhook.add.path, {
    url,
    events: ['batch.completed'],
  })
  await callWithSession(page, endpoints.webhook.test.path, { endpointId: endpoint.endpointId })
  return endpoint
}
