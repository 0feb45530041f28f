import { type BehaviorModule, useBehavior, useSaveBehavior } from '@/api/behavior'

/**
 * The user's list preferences, kept in the behaviour config like the fleet's columns: restored at sign-in
 * (the layout waits for them, so a list asks for its first page in the saved size) and forgotten at sign-out.
 */

export const DENSITIES = ['comfortable', 'compact'] as const
export type Density = (typeof DENSITIES)[number]

/** Reads a saved JSON object, or nothing for a config that is missing or not an object. */
function readObject(saved: string | undefined): Record<string, unknown> | undefined {
  if (saved === undefined) return undefined
  try {
    const parsed: unknown = JSON.parse(saved)
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? Object.fromEntries(Object.entries(parsed))
      : undefined
  } catch {
    return undefined
  }
}

/** `preferences.density`: `{"density":"compact"}`; comfortable rows unless compact was chosen. */
export const DENSITY: BehaviorModule<Density> = {
  name: 'preferences.density',
  parse: (saved) => (readObject(saved)?.density === 'compact' ? 'compact' : 'comfortable'),
  serialize: (density) => JSON.stringify({ density }),
}

/** The largest page a list offers. */
const MAX_PAGE_SIZE = 100

/** The page size chosen per list, by the list's path (`/team/member`). */
export type PageSizes = Readonly<Record<string, number>>

/**
 * `preferences.pageSize`: `{"sizes":{"/profile/fleet":50}}`. Sizes that are not whole numbers from 1 to
 * the largest page are dropped, so a config written by hand or by another version still loads.
 */
export const PAGE_SIZE: BehaviorModule<PageSizes> = {
  name: 'preferences.pageSize',
  parse: (saved) => {
    const sizes = readObject(saved)?.sizes
    if (typeof sizes !== 'object' || sizes === null) return {}
    return Object.fromEntries(
      Object.entries(sizes).filter(
        (entry): entry is [string, number] =>
          Number.isInteger(entry[1]) && entry[1] >= 1 && entry[1] <= MAX_PAGE_SIZE,
      ),
    )
  },
  serialize: (sizes) => JSON.stringify({ sizes }),
}

export const useDensity = () => useBehavior(DENSITY)
export const useSaveDensity = () => useSaveBehavior(DENSITY)
export const usePageSizes = () => useBehavior(PAGE_SIZE)
export const useSavePageSizes = () => useSaveBehavior(PAGE_SIZE)
