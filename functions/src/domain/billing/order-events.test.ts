import { endpoints } from '@simlessly/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setPlanFeatures } from '../../../test/accounts.ts'
import { call } from '../../../test/api.ts'
import { type BillingWorld, billingWorld } from '../../../test/billing.ts'
import { ownQueue } from '../../../test/own-queue.ts'
import { type Receiver, startReceiver } from '../../../test/webhook-receiver.ts'
import { createWorkQueue } from '../../adapters/work-queue.ts'

/**
 * order.status_changed, published by the one function that moves orders, as a card order is paid on the
 * payment sandbox: delivered signed to a receiver that verifies it. The billing world has a table of its
 * own, so its webhook deliveries go to a queue of this file's own, run here by the production worker.
 */
let world: BillingWorld
let queue: Awaited<ReturnType<typeof ownQueue>>
let receiver: Receiver

beforeAll(async () => {
  world = await billingWorld()
  queue = await ownQueue(world.ctx)
  world.ctx.webhookQueue = createWorkQueue(world.ctx.aws.sqs, queue.url)
  receiver = await startReceiver()
})
afterAll(async () => {
  await receiver.close()
  await queue.close(world.ctx)
  await world.stop()
})

describe('order events', () => {
  it('sends order.status_changed when a card order is paid', async () => {
    const owner = await world.owner()
    await setPlanFeatures(world.ctx, owner.enterpriseId, ['DEVELOPER_API'])
    const added = await call(world.app, endpoints.webhook.add, {
      token: owner.token,
      body: { url: receiver.url, events: ['order.status_changed'] },
    })
    receiver.state.secrets.push((added.body.obj as { secret: string }).secret)
    await call(world.app, endpoints.plan.cancelSubscription, { token: owner.token, body: {} })
    const order = await world.buyByCard(owner)
    await world.sandbox.pay(order.checkoutSessionId, world.webhookUrl)
    expect((await world.order(order)).status).toBe('ACTIVE')
    await queue.drain(world.ctx)

    const events = receiver.received
      .filter((r) => r.verified)
      .map((r) => ({ id: r.id, ...(JSON.parse(r.body) as { type: string; data: Record<string, unknown> }) }))
      .filter((e) => e.type === 'order.status_changed' && e.data.orderId === order.orderId)
    expect(events.at(-1)?.data).toMatchObject({ orderId: order.orderId, status: 'ACTIVE', plan: 'PRO' })
    expect(events.at(0)?.data.previousStatus).toBe('UNPAID')
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length)
  })
})
