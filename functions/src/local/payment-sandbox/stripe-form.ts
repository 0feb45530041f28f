/** A value of a form the Stripe SDK sends: text, or nested objects and indexed lists of them. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue }

/**
 * Reads a request body as the Stripe SDK encodes it (`a[b][0][c]=v`, brackets as-is or percent-encoded)
 * into the nested object it came from. Numeric keys make lists. Keys that would reach an object's
 * prototype are dropped.
 */
export function parseStripeForm(body: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {}
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const path = keyPath(rawKey)
    if (path.length === 0 || path.some((part) => part === '__proto__' || part === 'constructor')) continue
    let node: Record<string, FormValue> | FormValue[] = root
    for (const [i, part] of path.entries()) {
      const last = i === path.length - 1
      const slot = node as Record<string, FormValue>
      if (last) {
        slot[part] = value
        break
      }
      const nextIsIndex = /^\d+$/.test(path[i + 1] ?? '')
      const existing = slot[part]
      if (existing === undefined || typeof existing === 'string') slot[part] = nextIsIndex ? [] : {}
      node = slot[part] as Record<string, FormValue> | FormValue[]
    }
  }
  return root
}

/** `a[b][0]` → ['a', 'b', '0']. */
function keyPath(key: string): string[] {
  const head = key.split('[', 1)[0] ?? ''
  const rest = [...key.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((match) => match[1] ?? '')
  return head === '' ? [] : [head, ...rest]
}

/** A text field of a parsed form, or undefined. */
export function field(form: FormValue | undefined, ...path: (string | number)[]): string | undefined {
  let node: FormValue | undefined = form
  for (const part of path) {
    if (node === undefined || typeof node === 'string') return undefined
    node = Array.isArray(node) ? node[Number(part)] : node[String(part)]
  }
  return typeof node === 'string' ? node : undefined
}

/** An object field (such as `metadata`) as flat text values. */
export function textRecord(form: FormValue | undefined): Record<string, string> {
  if (form === undefined || typeof form === 'string' || Array.isArray(form)) return {}
  return Object.fromEntries(
    Object.entries(form).flatMap(([key, value]) => (typeof value === 'string' ? [[key, value]] : [])),
  )
}
