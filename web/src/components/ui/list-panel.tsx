import type { ReactNode } from 'react'
import type { PageControls } from '@/lib/use-page-params'
import { Pagination } from './pagination'

type ListPanelProps = {
  /** The list itself, usually a DataTable with its loading and empty states. */
  children: ReactNode
  /** What the list holds, to name its pagination ("Group pages"). */
  paginationLabel: string
  /** The list's total once loaded: no pagination before it, nor for an empty list. */
  total: number | undefined
  paging: PageControls
}

/** A paged list on its card: the list, then its pagination once there is something to page through. */
export function ListPanel({ children, paginationLabel, total, paging }: ListPanelProps) {
  return (
    <div className="grid gap-4 rounded-xl border border-border bg-card p-2 shadow-sm sm:p-4">
      {children}
      {total !== undefined && total > 0 ? (
        <Pagination
          label={paginationLabel}
          pageNum={paging.pageNum}
          pageSize={paging.pageSize}
          total={total}
          onPageChange={paging.setPage}
          onPageSizeChange={paging.setPageSize}
        />
      ) : null}
    </div>
  )
}
