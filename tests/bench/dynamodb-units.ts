import {
  FLEET_INDEX_ATTRIBUTES,
  FULL_PROJECTION_INDEXES,
  TABLE_INDEXES,
} from '../../functions/src/resources.ts'

/**
 * DynamoDB's write request units for an item written, by its documented rules, from the item itself:
 * DynamoDB Local's own ConsumedCapacity is right for single reads and writes but not for transactions
 * (a 100-item transaction reports 4 units), so the meter computes writes here. An item costs one unit per
 * KB (rounded up) in the table, and as much again in each index that holds it: an index entry is the
 * index's and the table's keys, the projected attributes and 100 bytes. A transaction doubles it.
 */
export type AttributeValue = {
  S?: string
  N?: string
  B?: string
  BOOL?: boolean
  NULL?: boolean
  L?: AttributeValue[]
  M?: Record<string, AttributeValue>
  SS?: string[]
  NS?: string[]
  BS?: string[]
}
export type Item = Record<string, AttributeValue>

const numberBytes = (n: string) => Math.ceil(n.replace(/[-.]|e.*$/gi, '').replace(/^0+/, '').length / 2) + 1

function valueBytes(value: AttributeValue): number {
  if (value.S !== undefined) return Buffer.byteLength(value.S)
  if (value.N !== undefined) return numberBytes(value.N)
  if (value.B !== undefined) return Buffer.from(value.B, 'base64').length
  if (value.L) return 3 + value.L.reduce((sum, e) => sum + 1 + valueBytes(e), 0)
  if (value.M) return 3 + itemBytes(value.M) + Object.keys(value.M).length
  if (value.SS) return value.SS.reduce((sum, s) => sum + Buffer.byteLength(s), 0)
  if (value.NS) return value.NS.reduce((sum, n) => sum + numberBytes(n), 0)
  if (value.BS) return value.BS.reduce((sum, b) => sum + Buffer.from(b, 'base64').length, 0)
  return 1
}

export function itemBytes(item: Item): number {
  return Object.entries(item).reduce(
    (sum, [name, value]) => sum + Buffer.byteLength(name) + valueBytes(value),
    0,
  )
}

const units = (bytes: number) => Math.max(1, Math.ceil(bytes / 1024))
const pick = (item: Item, names: readonly string[]) =>
  Object.fromEntries(Object.entries(item).filter(([name]) => names.includes(name)))

/**
 * The units of writing `item`: the table's, and each index's that holds it, unless `touched` names the
 * attributes an update changed, when only the indexes projecting one of them are written.
 */
export function writeUnits(item: Item, touched?: readonly string[]): number {
  let total = units(itemBytes(item))
  for (const [name, keys] of Object.entries(TABLE_INDEXES)) {
    if (!item[keys.pk] || !item[keys.sk]) continue
    const full = FULL_PROJECTION_INDEXES.includes(name as keyof typeof TABLE_INDEXES)
    const projected = ['pk', 'sk', keys.pk, keys.sk, ...(full ? [] : FLEET_INDEX_ATTRIBUTES)]
    if (touched && !touched.some((attribute) => full || projected.includes(attribute))) continue
    total += units(itemBytes(full ? item : pick(item, projected)) + 100)
  }
  return total
}

/** The attribute names an update expression sets, removes, adds or deletes. */
export function touchedBy(expression: string, names: Record<string, string> = {}): string[] {
  const tokens = expression.match(/[#:]?[A-Za-z_][A-Za-z0-9_]*/g) ?? []
  const keywords = new Set(['SET', 'REMOVE', 'ADD', 'DELETE', 'if_not_exists', 'list_append'])
  return tokens
    .filter((token) => !keywords.has(token) && !token.startsWith(':'))
    .map((token) => names[token] ?? token)
}
