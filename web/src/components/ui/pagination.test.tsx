import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render as renderPlain, screen } from '@testing-library/react'
import type { ReactElement } from 'react'
import { describe, expect, it } from 'vitest'
import { Pagination } from './pagination'

/** The pagination holds the density choice, a behaviour module read through the query client. */
const render = (ui: ReactElement) =>
  renderPlain(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>)

const renderPagination = (props: { pageNum: number; total: number; totalCapped: boolean; rows: number }) =>
  render(
    <Pagination
      label="Fleet pages"
      pageSize={10}
      onPageChange={() => {}}
      onPageSizeChange={() => {}}
      {...props}
    />,
  )

const next = () => screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement

describe('Pagination with a count that may be capped', () => {
  it('counts pages from an exact total', () => {
    renderPagination({ pageNum: 2, total: 25, totalCapped: false, rows: 10 })
    expect(screen.getByText('11–20 of 25')).toBeDefined()
    expect(screen.getByText('Page 2 of 3')).toBeDefined()
    expect(next().disabled).toBe(false)
  })

  it('stops at the last page of an exact total', () => {
    renderPagination({ pageNum: 3, total: 25, totalCapped: false, rows: 5 })
    expect(screen.getByText('21–25 of 25')).toBeDefined()
    expect(next().disabled).toBe(true)
  })

  it('reads a capped total as a lower bound and goes on while pages come back full', () => {
    renderPagination({ pageNum: 1000, total: 10_000, totalCapped: true, rows: 10 })
    expect(screen.getByText('9,991–10,000 of 10,000+')).toBeDefined()
    expect(screen.queryByText(/^Page /)).toBeNull()
    expect(next().disabled).toBe(false)
  })

  it('never shows a capped total below the rows already seen, and ends on a page that is not full', () => {
    renderPagination({ pageNum: 2, total: 12, totalCapped: true, rows: 7 })
    expect(screen.getByText('11–17 of 17+')).toBeDefined()
    expect(next().disabled).toBe(true)
  })

  it('offers the page sizes', () => {
    renderPagination({ pageNum: 1, total: 3, totalCapped: false, rows: 3 })
    const sizes = screen.getAllByRole('option').map((option) => option.textContent)
    expect(sizes).toEqual(['10', '20', '50', '100'])
  })
})

describe('Pagination', () => {
  it('counts the range from the total', () => {
    render(
      <Pagination
        label="Pages"
        pageNum={3}
        pageSize={10}
        total={25}
        onPageChange={() => {}}
        onPageSizeChange={() => {}}
      />,
    )
    expect(screen.getByText('21–25 of 25')).toBeDefined()
    expect(screen.getByText('Page 3 of 3')).toBeDefined()
    expect(next().disabled).toBe(true)
  })
})
