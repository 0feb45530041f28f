import { API_BASE_PATH, endpoints, formatUsd } from '@simlessly/shared'
import { type Context, Hono } from 'hono'
import { escapeHtml } from '../mail-page.ts'
import { sameOrigin } from '../same-origin.ts'
import type { PaymentSandbox } from './server.ts'
import type { SandboxSession } from './state.ts'

const CSS = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f4f5;color:#18181b}
main{max-width:28rem;margin:3rem auto;background:#fff;border:1px solid #e4e4e7;border-radius:.75rem;padding:2rem}
h1{font-size:1.25rem;margin:0 0 .25rem}.amount{font-size:2rem;font-weight:600;margin:.5rem 0}
.hint{color:#52525b;font-size:.875rem}.error{color:#b91c1c}.actions{display:flex;gap:.75rem;margin-top:1.5rem}
button{font:inherit;padding:.5rem 1rem;border-radius:.5rem;border:1px solid #d4d4d8;background:#fff;cursor:pointer}
button.primary{background:#18181b;color:#fff;border-color:#18181b}a{color:#1d4ed8}
table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.25rem .5rem;border-bottom:1px solid #e4e4e7}`

type Message = { kind: 'error' | 'info'; text: string }

/**
 * Local mode only: the sandbox's hosted checkout on the console's own port (`/dev/checkout/<id>`), where
 * Pay and Decline stand for a customer's card being accepted or refused, and `/dev/checkout`, where a
 * developer renews a subscription now (paid or failed). Plain forms, no script, escaped throughout.
 */
export function createCheckoutRoutes(sandbox: PaymentSandbox): Hono {
  const routes = new Hono()
  const webhookUrl = (c: Context) =>
    `${new URL(c.req.url).origin}${API_BASE_PATH}${endpoints.payment.webhook.path}`

  routes.get('/checkout.css', (c) => {
    c.header('Content-Type', 'text/css; charset=utf-8')
    return c.body(CSS)
  })
  routes.get('/checkout', (c) => c.html(renderSubscriptions(sandbox)))
  routes.post('/checkout', async (c) => {
    if (!sameOrigin(c)) return c.text('Cross-site form posts are refused', 403)
    const form = await c.req.parseBody()
    const id = String(form.subscription ?? '')
    const outcome = form.outcome === 'failed' ? 'failed' : 'paid'
    if (!sandbox.subscriptions().some((s) => s.id === id)) return c.html(renderSubscriptions(sandbox), 404)
    const delivery = await sandbox.renew(id, outcome, webhookUrl(c))
    return c.html(renderSubscriptions(sandbox, deliveryMessage(delivery.eventType, delivery.status)))
  })

  routes.get('/checkout/:id', (c) => {
    c.header('Cache-Control', 'no-store')
    const session = sandbox.session(c.req.param('id'))
    return session ? c.html(renderCheckout(session)) : c.html(renderMissing(), 404)
  })
  routes.post('/checkout/:id', async (c) => {
    if (!sameOrigin(c)) return c.text('Cross-site form posts are refused', 403)
    const session = sandbox.session(c.req.param('id'))
    if (!session) return c.html(renderMissing(), 404)
    const action = (await c.req.parseBody()).action
    if (action === 'pay') {
      const delivery = await sandbox.pay(session.id, webhookUrl(c))
      if (delivery.status >= 300) {
        return c.html(renderCheckout(session, deliveryMessage(delivery.eventType, delivery.status)), 502)
      }
      return c.redirect(session.successUrl, 303)
    }
    const delivery = await sandbox.decline(session.id, webhookUrl(c))
    const refused: Message = {
      kind: 'error',
      text: 'Your card was declined. Try again, or go back to the console.',
    }
    return c.html(
      renderCheckout(
        session,
        delivery.status >= 300 ? deliveryMessage(delivery.eventType, delivery.status) : refused,
      ),
    )
  })
  return routes
}

function deliveryMessage(eventType: string, status: number): Message {
  return status < 300
    ? { kind: 'info', text: `${eventType} delivered to the console (HTTP ${status}).` }
    : { kind: 'error', text: `${eventType} was refused by the console (HTTP ${status}); see its log.` }
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/dev/checkout.css">
</head>
<body>
<main>
${body}
</main>
</body>
</html>`
}

const notice = (message?: Message) =>
  message
    ? `<p role="${message.kind === 'error' ? 'alert' : 'status'}" class="${message.kind}">${escapeHtml(message.text)}</p>`
    : ''

function renderCheckout(session: SandboxSession, message?: Message): string {
  const every = `${session.intervalCount > 1 ? `${session.intervalCount} ` : ''}${session.interval}${session.intervalCount > 1 ? 's' : ''}`
  const from = session.renewsAt ? ` from ${new Date(session.renewsAt * 1000).toISOString().slice(0, 10)}` : ''
  const renews =
    session.mode === 'subscription'
      ? `<p class="hint">Then ${escapeHtml(formatUsd(session.renewalAmountCents))} every ${every}${from}, until cancelled.</p>`
      : ''
  const body =
    session.status === 'complete'
      ? `<h1>Payment received</h1><p>This checkout is paid.</p><p><a href="${escapeHtml(session.successUrl)}">Back to the console</a></p>`
      : `<h1>${escapeHtml(session.description)}</h1>
<p class="amount">${escapeHtml(formatUsd(session.amountCents))}</p>
${renews}
<p class="hint">Payment sandbox: no card is charged. Pay and Decline send the events a card provider would,
signed with the webhook secret, to the console's webhook.</p>
${session.customerEmail ? `<p class="hint">Customer: ${escapeHtml(session.customerEmail)}</p>` : ''}
${notice(message)}
<form method="post" class="actions">
<button class="primary" type="submit" name="action" value="pay">Pay ${escapeHtml(formatUsd(session.amountCents))}</button>
<button type="submit" name="action" value="decline">Decline card</button>
</form>
<p><a href="${escapeHtml(session.cancelUrl)}">Cancel and go back</a></p>`
  return page('Checkout (sandbox)', body)
}

function renderMissing(): string {
  return page(
    'Checkout not found',
    '<h1>Checkout not found</h1><p>This checkout does not exist in the payment sandbox (was the data folder reset?).</p>',
  )
}

function renderSubscriptions(sandbox: PaymentSandbox, message?: Message): string {
  const rows = sandbox
    .subscriptions()
    .map(
      (
        s,
      ) => `<tr><td>${escapeHtml(s.description)}<br><code>${escapeHtml(s.id)}</code>${s.cancelAtPeriodEnd ? ' (cancels at period end)' : ''}</td>
<td><form method="post"><input type="hidden" name="subscription" value="${escapeHtml(s.id)}">
<button type="submit" name="outcome" value="paid">Renew now</button>
<button type="submit" name="outcome" value="failed">Fail the renewal</button></form></td></tr>`,
    )
    .join('\n')
  return page(
    'Payment sandbox',
    `<h1>Payment sandbox: subscriptions</h1>
<p class="hint">Renew a card subscription now, as the provider would at the end of a period.</p>
${notice(message)}
${rows ? `<table><caption class="hint">Subscriptions paid through the sandbox</caption><tbody>${rows}</tbody></table>` : '<p>No subscription yet: pay a plan by card first.</p>'}`,
  )
}
