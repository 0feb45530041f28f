import type { UIMatch } from 'react-router-dom'

/** Every route names itself; the name drives the document title and, later, permissions. */
export type RouteHandle = { name: string }

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string'
}

/** The name of the deepest matched route that has one. */
export function currentRouteName(matches: UIMatch[]): string | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle
    if (isRouteHandle(handle)) return handle.name
  }
  return undefined
}

/** A parameter of the deepest match, such as the optional `{sys}` brand segment. */
export function currentParam(matches: UIMatch[], name: string): string | undefined {
  return matches.at(-1)?.params[name]
}
