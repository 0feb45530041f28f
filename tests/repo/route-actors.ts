/**
 * The routes hand the caller to the domain: a handler of an endpoint with a signed-in caller calls each
 * domain command as `command(ctx, actor, …)`, never with the actor's ids picked out
 * (`command(ctx, actor.enterpriseId)`), so the domain decides with the whole actor (its kind, its
 * permission ids) and the command's shape is the same everywhere (functions/src/domain/README.md, Who acts).
 * The reads that answer the same to every caller allowed to make them are listed in NO_CALLER.
 */
export const NO_CALLER: Record<string, string> = {
  'plan.list': 'the plan catalogue',
  'adminOrder.list': "the platform admin's order list",
  'adminOrder.info': "the platform admin's view of an order",
  'adminOrder.invoice': "an order's invoice, for the platform admin",
  'adminOrder.audit': "the platform admin's audit page",
  'adminOrder.plans': 'the plan catalogue, for the platform admin',
  'adminInsight.dashboard': "the platform admin's dashboard",
  'adminClient.list': "the platform admin's client list",
  'adminClient.info': "a client's detail, for the platform admin",
  'adminClient.usage': "a client's usage over time, for the platform admin",
  'adminInvitation.list': "the platform admin's invitation links",
  'adminInvitation.signups': 'who signed up through a link, for the platform admin',
  'generation.platformKey': "the platform's public PGP key",
}

export type Handler = { resource: string; name: string; body: string }

/** The handlers of a route file: each `implement(endpoints.<resource>, { name: (…) => body, … })`. */
export function handlersOf(text: string): Handler[] {
  const handlers: Handler[] = []
  for (const block of text.split(/implement\(endpoints\./).slice(1)) {
    const resource = block.match(/^(\w+)/)?.[1] ?? ''
    const parts = block.split(/\n {2}(\w+): /).slice(1)
    for (let i = 0; i + 1 < parts.length; i += 2) {
      handlers.push({ resource, name: parts[i] ?? '', body: (parts[i + 1] ?? '').split(/\n\}\)/)[0] ?? '' })
    }
  }
  return handlers
}

/** The calls in a handler that take the context but not the actor next (a nested call is checked itself). */
export function callsWithoutActor(body: string): string[] {
  return [...body.matchAll(/(\w+)\(ctx(?:, ([^,)]*))?/g)]
    .filter(([, , second]) => second !== 'actor' && !/^await \w+\(ctx$/.test(second ?? ''))
    .map(([, call, second]) => `${call}(ctx${second === undefined ? '' : `, ${second}`}`)
}

/**
 * Whether a handler is one expression, `(args) => call(…)`, rather than a block of statements: what a route
 * does beyond handing over (reading cookies, checking a state) lives in a named function, in the domain or
 * beside the router, so the route file stays a table.
 */
export function isBlockHandler(body: string): boolean {
  const arrow = body.indexOf('=>')
  return (
    arrow >= 0 &&
    body
      .slice(arrow + 2)
      .trimStart()
      .startsWith('{')
  )
}
