import type { TransactionItem } from './index.ts'

/**
 * The puts of a transaction's items of one entity, all with the same condition (a chunk's ICCID claims,
 * a group of its profiles), built from the first as ElectroDB builds it. ElectroDB builds a put's
 * parameters in 60-180 µs of CPU (it validates and transforms every attribute, the profile's 30 among
 * them), which a 10,000-row batch paid 20,000 times. The first item is built and validated by ElectroDB;
 * each other takes its table, condition and the attributes ElectroDB adds (defaults, the entity's name and
 * version) from it, with its own attributes and its own keys (`keysOf`, composed as ElectroDB composes
 * them). An item whose attributes are not the first's is built by ElectroDB. templated-puts.test.ts holds
 * the result equal to ElectroDB's own for every item, optional attributes and defaults present or absent.
 */
export function templatedPuts<T extends object>(
  put: (item: T) => TransactionItem,
  items: T[],
  keysOf: (item: T) => Record<string, string>,
): TransactionItem[] {
  const [first, ...rest] = items
  if (!first) return []
  const template = put(first)
  const params = (template as { Put?: { Item: Record<string, unknown> } }).Put
  if (!params) throw new Error('A templated put needs a put to start from')
  // What ElectroDB added to the first item: its defaults, identity and keys (the keys are replaced).
  const own = definedOf(first)
  const added = Object.fromEntries(Object.entries(params.Item).filter(([name]) => !(name in own)))
  const marks = Object.getOwnPropertySymbols(template).map((mark) => [
    mark,
    (template as unknown as Record<symbol, unknown>)[mark],
  ])
  const shape = shapeOf(own)
  return [
    template,
    ...rest.map((item) => {
      const defined = definedOf(item)
      // An item with other attributes than the first (an MSISDN the first lacks, a default the first set)
      // would take the wrong defaults from it: ElectroDB builds that one itself.
      if (shapeOf(defined) !== shape) return put(item)
      return {
        Put: { ...params, Item: { ...added, ...defined, ...keysOf(item) } },
        ...Object.fromEntries(marks),
      } as unknown as TransactionItem
    }),
  ]
}

function shapeOf(defined: Record<string, unknown>): string {
  return Object.keys(defined).sort().join(',')
}

/** The item's attributes that have a value (ElectroDB leaves undefined ones out). */
function definedOf(item: object): Record<string, unknown> {
  const defined: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(item)) if (value !== undefined) defined[name] = value
  return defined
}
