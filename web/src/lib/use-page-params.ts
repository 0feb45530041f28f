import { useCallback, useRef } from 'react'
import { useLocation, useSearchParams } from 'react-router-dom'
import { usePageSizes, useSavePageSizes } from '@/lib/preferences'

export const PAGE_SIZES = [10, 20, 50, 100] as const
const DEFAULT_PAGE_SIZE = 10

/** What a paged list needs of its page state. */
export type PageControls = {
  pageNum: number
  pageSize: number
  setPage: (page: number) => void
  setPageSize: (size: number) => void
}

function readInt(value: string | null, fallback: number) {
  const parsed = Number(value)
  return Number.isInteger(parsed) && parsed >= 1 ? parsed : fallback
}

const isPageSize = (size: number) => (PAGE_SIZES as readonly number[]).includes(size)

/**
 * The page and page size a list's query string asks for, given the size the user keeps for the list (by
 * its path, `preferences.pageSize`); the hook's and a route's prefetch's reading (app/route-prefetch.ts).
 */
export function readPage(params: URLSearchParams, chosen: number | undefined) {
  const fallback = chosen !== undefined && isPageSize(chosen) ? chosen : DEFAULT_PAGE_SIZE
  const size = readInt(params.get('size'), fallback)
  return { pageNum: readInt(params.get('page'), 1), pageSize: isPageSize(size) ? size : fallback }
}

/**
 * The page and page size of a list, kept in the query string (`page`, `size`) so that a reload, a shared
 * link and the back button keep the user's place. Other parameters (a search, a view) are left alone.
 * The size the user last chose for this list (by its path) is kept per user (`preferences.pageSize`) and
 * is the list's size when the link names none.
 */
export function usePageParams() {
  const [params, setParams] = useSearchParams()
  const { pathname } = useLocation()
  const saved = usePageSizes().data
  const save = useSavePageSizes()
  const { pageNum, pageSize } = readPage(params, saved?.[pathname])

  // What this hook last asked for, and the address drawn when it asked. The router draws a navigation in a
  // transition, so on a busy page a second change can come before the first is drawn: it then builds on the
  // first, not on the address still drawn (a filter set just before would be dropped). Once another address
  // is drawn (this one, or one from elsewhere: a link, the back button), that address is the base again.
  const asked = useRef<{ drawn: string; next: URLSearchParams } | null>(null)
  if (asked.current?.next.toString() === params.toString()) asked.current = null
  const update = useCallback(
    (changes: Record<string, string | number | undefined>, options: { replace?: boolean } = {}) =>
      setParams(
        (current) => {
          const drawn = current.toString()
          const pending = asked.current?.drawn === drawn ? asked.current.next : current
          const next = new URLSearchParams(pending)
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '') next.delete(key)
            else next.set(key, String(value))
          }
          asked.current = { drawn, next }
          return next
        },
        { replace: options.replace ?? false },
      ),
    [setParams],
  )

  return {
    params,
    pageNum,
    pageSize,
    setPage: (page: number) => update({ page: page === 1 ? undefined : page }),
    setPageSize: (next: number) => {
      update({ size: next === DEFAULT_PAGE_SIZE ? undefined : next, page: undefined })
      if (saved?.[pathname] !== next) save.mutate({ ...saved, [pathname]: next })
    },
    update,
  }
}
