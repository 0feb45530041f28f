import type { OrderQuote } from '@simlessly/shared'
import type { UseQueryResult } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PRO_QUOTE, PRO_REQUEST } from './quote.fixture'
import { QuoteSummary } from './quote-summary'

const answered = (data: OrderQuote) =>
  ({ data, isFetching: false, isError: false }) as UseQueryResult<OrderQuote>

/** The value beside a term of the quote, as a list of terms and values gives it. */
function quoted(term: string) {
  const region = screen.getByRole('region', { name: 'Your order' })
  const dt = within(region).getByText(term, { selector: 'dt' })
  return dt.nextElementSibling?.textContent
}

describe('QuoteSummary', () => {
  it('shows the tax line as the invoice words it, at zero when no tax is configured', () => {
    render(<QuoteSummary request={PRO_REQUEST} quote={answered(PRO_QUOTE)} plans={undefined} />)
    expect(quoted('Tax (0%)')).toBe('$0.00')
    expect(quoted('Amount')).toBe('$299.00')
  })

  it('names the configured tax with its rate, included in the amount', () => {
    const taxed = { ...PRO_QUOTE, taxName: 'VAT', taxRatePercent: 20, taxCents: 5_980, amountCents: 35_880 }
    render(<QuoteSummary request={PRO_REQUEST} quote={answered(taxed)} plans={undefined} />)
    expect(quoted('VAT (20%)')).toBe('$59.80')
    expect(quoted('Amount')).toBe('$358.80')
  })
})
