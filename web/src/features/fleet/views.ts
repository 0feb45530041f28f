import { FLEET_COLUMNS, type FleetColumn } from '@simlessly/shared'
import { isOneOf } from '@/lib/one-of'
import { parseColumnConfig } from './column-config'
import { FILTER_KEYS } from './fleet-filters'

/**
 * The fleet's saved views (behaviour module `fleet.views`): a name, the filters and sort as query-string
 * parameters, and the columns. Applying one writes its parameters to the URL, which stays the source of
 * the filters in force, and makes its columns the shown ones.
 */
export type FleetView = { name: string; params: Record<string, string>; columns: FleetColumn[] }

export const VIEW_NAME_MAX = 40
export const VIEWS_MAX = 20
/** What a view keeps of the URL: the filters and the sort, not the page or an open profile. */
const VIEW_PARAMS = [...FILTER_KEYS, 'sort', 'order'] as const

/** The view of the fleet as it is now: the URL's filters and sort, the shown columns. */
export function currentView(
  name: string,
  search: URLSearchParams,
  columns: readonly FleetColumn[],
): FleetView {
  const params: Record<string, string> = {}
  for (const key of VIEW_PARAMS) {
    const value = search.get(key)?.trim()
    if (value) params[key] = value
  }
  return { name: name.trim(), params, columns: [...columns] }
}

/** The URL changes that apply a view: its parameters, and every other filter and the page cleared. */
export function viewChange(view: FleetView): Record<string, string | undefined> {
  const cleared = Object.fromEntries(VIEW_PARAMS.map((key) => [key, undefined]))
  return { ...cleared, page: undefined, ...view.params }
}

/** True when the fleet shows exactly this view: the same filters, sort and columns. */
export function isShowing(view: FleetView, now: FleetView): boolean {
  const keys = (params: Record<string, string>) => JSON.stringify(Object.entries(params).sort())
  return keys(view.params) === keys(now.params) && view.columns.join() === now.columns.join()
}

function readView(entry: unknown): FleetView | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined
  const name = 'name' in entry && typeof entry.name === 'string' ? entry.name.trim() : ''
  if (name === '' || name.length > VIEW_NAME_MAX) return undefined
  const params: Record<string, string> = {}
  const saved = 'params' in entry && typeof entry.params === 'object' ? entry.params : null
  for (const [key, value] of Object.entries(saved ?? {})) {
    if (isOneOf(VIEW_PARAMS, key) && typeof value === 'string' && value !== '') params[key] = value
  }
  const columns = 'columns' in entry && Array.isArray(entry.columns) ? entry.columns : []
  const known = columns.filter((column: unknown) => isOneOf(FLEET_COLUMNS, column))
  return { name, params, columns: parseColumnConfig(JSON.stringify({ columns: known })) }
}

/** The saved views (`{"views":[...]}`); entries it cannot read are left out, a second of a name too. */
export function parseViews(saved: string | undefined): FleetView[] {
  if (saved === undefined) return []
  let parsed: unknown
  try {
    parsed = JSON.parse(saved)
  } catch {
    return []
  }
  const views = typeof parsed === 'object' && parsed !== null && 'views' in parsed ? parsed.views : undefined
  if (!Array.isArray(views)) return []
  const read: FleetView[] = []
  for (const entry of views) {
    const view = readView(entry)
    if (view && !read.some((other) => sameName(other.name, view.name))) read.push(view)
  }
  return read.slice(0, VIEWS_MAX)
}

export const serializeViews = (views: readonly FleetView[]) => JSON.stringify({ views })

export const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** The views with one saved under its name: a view of the same name is replaced in place. */
export function saveView(views: readonly FleetView[], view: FleetView): FleetView[] {
  const at = views.findIndex((other) => sameName(other.name, view.name))
  return at === -1 ? [...views, view] : views.map((other, i) => (i === at ? view : other))
}

export const renameView = (views: readonly FleetView[], from: string, to: string): FleetView[] =>
  views.map((view) => (view.name === from ? { ...view, name: to.trim() } : view))

export const deleteView = (views: readonly FleetView[], name: string): FleetView[] =>
  views.filter((view) => view.name !== name)
