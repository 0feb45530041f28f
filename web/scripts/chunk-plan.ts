/** Modules that the same lazily loaded entries need (one chunk), with their size in bytes of source. */
type Group = {
  /** The lazy entries that load it, one bit each. */
  owners: Uint32Array
  modules: string[]
  size: number
  deps: Set<Group>
  merged?: true
  /** Never merged (it loads a chunk lazily). */
  fixed?: true
  /** This group and the groups it imports, transitively, while no merge has changed them. */
  closure?: Set<Group> | undefined
}

/**
 * A merge is made when it adds at most this many bytes (minified) in all to the loads of the entries that
 * did not need them (each entry counted: 300 bytes added to 5 screens count 1,500). Measured on the build
 * of November 2026: a first visit to the fleet 97 files after the entry's before, 40 after, 2 % more
 * bytes; with 20,000, 33 files and 5 % more.
 */
export const MAX_MERGE_COST = 10_000

/** Chunks under this many bytes (minified; about 1.5 kB gzipped) are merged into others when it costs little. */
export const MIN_CHUNK_SOURCE = 6_000

/**
 * The chunks of a build as the plan reads them (Rolldown's output, tree-shaken): each chunk's modules, the
 * chunks it imports statically, its size, and whether it is the entry or a lazily loaded entry.
 */
export type ChunkGraph = Map<
  string,
  {
    modules: string[]
    imports: string[]
    size: number
    isEntry: boolean
    isDynamicEntry: boolean
    /** Whether it loads another chunk lazily (a chart after the figures): such a chunk is not merged. */
    loadsLazily: boolean
  }
>

export type PlanOptions = {
  minSize?: number
  maxCost?: number
  /** Lazy entries' modules (the sign-in screen) whose loads no merge may add to. */
  keep?: (moduleId: string) => boolean
  /**
   * Lazy entries' modules that are pages (the router's screens and layouts): bytes added to a page's first
   * visit count in full, bytes added to what a dialog or a chart loads when opened count a quarter.
   */
  page?: (moduleId: string) => boolean
}

/** How much bytes added to a part loaded later (a dialog, a chart) count beside a page's. */
const LATER_WEIGHT = 0.25

/**
 * Plans merges of the small chunks that automatic code splitting makes, one per distinct set of lazy entries
 * (the router's screens, a dialog, a chart, a translation) that need a module: a screen's first visit
 * loaded about 90 of them, two thirds under 1 kB gzipped, each a round trip on a phone. Two chunks are
 * merged when one of them is small and the merge adds little to what the entries load that did not need
 * it: counted with every chunk the merged one imports, transitively, so that a merge never brings a large
 * chunk's imports along. Merges that would make chunks import each other in a cycle, or add to a kept
 * entry's load (the sign-in screen), are not made. The chunks the first page loads (the entry and its
 * static imports) are left alone. Returns the chunk name of each module of a merged chunk.
 */
export function planChunks(chunks: ChunkGraph, options: PlanOptions = {}): Map<string, string> {
  const {
    minSize = MIN_CHUNK_SOURCE,
    maxCost = MAX_MERGE_COST,
    keep = () => false,
    page = () => true,
  } = options
  const atStart = chunkClosure(
    chunks,
    [...chunks].filter(([, c]) => c.isEntry).map(([file]) => file),
    new Set(),
  )
  const lazyEntries = [...chunks].filter(([file, c]) => c.isDynamicEntry && !atStart.has(file))
  const words = Math.ceil(lazyEntries.length / 32) || 1
  const kept = new Uint32Array(words)
  const pages = new Uint32Array(words)
  const groups = new Map<string, Group>()
  for (const [file, chunk] of chunks) {
    if (atStart.has(file) || chunk.isDynamicEntry) continue
    const owners = new Uint32Array(words)
    const group: Group = { owners, modules: [...chunk.modules], size: chunk.size, deps: new Set() }
    // A chunk that loads another lazily keeps that boundary where it is: merged, it would put the lazy
    // part (a chart) within reach of screens that never load it.
    if (chunk.loadsLazily) group.fixed = true
    groups.set(file, group)
  }
  for (const [file, group] of groups) {
    for (const imported of chunks.get(file)?.imports ?? []) {
      const dep = groups.get(imported)
      if (dep) group.deps.add(dep)
    }
  }
  lazyEntries.forEach(([entry, chunk], bit) => {
    const word = bit >>> 5
    const mask = 1 << (bit & 31)
    if (chunk.modules.some(keep)) kept[word] = (kept[word] ?? 0) | mask
    if (chunk.modules.some(page)) pages[word] = (pages[word] ?? 0) | mask
    for (const file of chunkClosure(chunks, [entry], atStart)) {
      const owners = groups.get(file)?.owners
      if (owners) owners[word] = (owners[word] ?? 0) | mask
    }
  })
  const list = [...groups.values()]
  // Smallest first, each into its cheapest partner; again while a sweep still merges.
  for (let merged = true; merged; ) {
    merged = false
    for (const from of [...list].sort((a, b) => a.size - b.size)) {
      if (from.size >= minSize || from.fixed || !list.includes(from)) continue
      let best: { to: Group; cost: number } | undefined
      for (const to of list) {
        if (to === from || to.fixed) continue
        const cost = mergeCost(from, to, kept, pages)
        if (cost <= maxCost && (!best || cost < best.cost) && !makesCycle(from, to)) best = { to, cost }
      }
      if (best) {
        merge(from, best.to, list)
        merged = true
      }
    }
  }
  const names = new Map<string, string>()
  list.forEach((group, index) => {
    if (group.merged !== true) return
    const name = `${
      group.modules[0]
        ?.split(/[\\/]/)
        .pop()
        ?.replace(/\.[^.]*$/, '') || 'shared'
    }-${index}`
    for (const id of group.modules) names.set(id, name)
  })
  return names
}

/** A group and the groups it imports, transitively (kept until a merge changes the graph). */
function groupClosure(group: Group): Set<Group> {
  if (group.closure) return group.closure
  const seen = new Set<Group>()
  const pending = [group]
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (seen.has(next)) continue
    seen.add(next)
    pending.push(...next.deps)
  }
  group.closure = seen
  return seen
}

function bitCount(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555)
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333)
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24
}

/**
 * The bytes a merge adds to the entries' loads, each entry counted (a part loaded later a quarter): every
 * group the merged chunk imports is then loaded by the entries of both. Infinite when it adds to a kept
 * entry's load.
 */
function mergeCost(a: Group, b: Group, kept: Uint32Array, pages: Uint32Array): number {
  const owners = a.owners.map((word, i) => word | (b.owners[i] ?? 0))
  let cost = 0
  const count = (group: Group) => {
    let added = 0
    for (let i = 0; i < owners.length; i++) {
      const missing = (owners[i] ?? 0) & ~(group.owners[i] ?? 0)
      if (missing & (kept[i] ?? 0)) return Number.POSITIVE_INFINITY
      added += bitCount(missing & (pages[i] ?? 0)) + LATER_WEIGHT * bitCount(missing & ~(pages[i] ?? 0))
    }
    return group.size * added
  }
  const ofA = groupClosure(a)
  for (const group of ofA) cost += count(group)
  for (const group of groupClosure(b)) if (!ofA.has(group)) cost += count(group)
  return cost
}

/** Whether merging the two would make the chunk import itself through another. */
function makesCycle(a: Group, b: Group): boolean {
  for (const dep of [...a.deps, ...b.deps]) {
    if (dep === a || dep === b) continue
    const reached = groupClosure(dep)
    if (reached.has(a) || reached.has(b)) return true
  }
  return false
}

/** Moves `from` into `to`; the entries of both now load every group the merged one imports. */
function merge(from: Group, to: Group, groups: Group[]) {
  to.modules.push(...from.modules)
  to.size += from.size
  to.merged = true
  to.owners.forEach((word, i) => {
    to.owners[i] = word | (from.owners[i] ?? 0)
  })
  for (const dep of from.deps) to.deps.add(dep)
  to.deps.delete(from)
  to.deps.delete(to)
  groups.splice(groups.indexOf(from), 1)
  for (const group of groups) {
    if (group.deps.delete(from) && group !== to) group.deps.add(to)
    group.closure = undefined
  }
  for (const group of groupClosure(to)) {
    group.owners.forEach((word, i) => {
      group.owners[i] = word | (to.owners[i] ?? 0)
    })
  }
}

/** The given chunks and their static imports, transitively, less those in `stop`. */
function chunkClosure(chunks: ChunkGraph, from: readonly string[], stop: Set<string>): Set<string> {
  const seen = new Set<string>()
  const pending = [...from]
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file) || stop.has(file)) continue
    seen.add(file)
    pending.push(...(chunks.get(file)?.imports ?? []))
  }
  return seen
}
