import type { DailyMetrics, Metrics } from '@simlessly/shared'
import { render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DailyMetricsFigure } from './daily-metrics-figure'

const counts = { generated: 0, downloads: 0, installations: 0, failures: 0, eidPushes: 0, recycles: 0 }
const days: DailyMetrics[] = [
  { ...counts, day: '2026-11-26', generated: 3 },
  { ...counts, day: '2026-11-27', generated: 4 },
]
const totals: Metrics = { ...counts, generated: 7 }

/** The height class of an element (Tailwind's `h-…`): the room it takes in the layout. */
const heightOf = (element: Element | null) =>
  element?.getAttribute('class')?.match(/(?:^|\s)(h-\d+)(?:\s|$)/)?.[1]

describe('DailyMetricsFigure', () => {
  // The chart's module is loaded once per test worker (React.lazy): this is the only test that renders the
  // figure, so it sees the first load. A test added that renders it too should run before this one.
  it('shows each total at once and its chart later, in the room its placeholder held', async () => {
    const { container } = render(
      <DailyMetricsFigure title="Per day" metrics={['generated']} days={days} totals={totals} />,
    )
    // The figure's total is on the first render, the chart's code (recharts) not yet loaded.
    expect(screen.getAllByText('7').length).toBeGreaterThan(0)
    const placeholder = container.querySelector('[data-slot="chart-placeholder"]')
    expect(placeholder, 'no placeholder where the chart will be').not.toBeNull()
    expect(container.querySelector('[data-slot="chart"]')).toBeNull()

    // The chart arrives and takes exactly the placeholder's height, so nothing under it moves.
    const chart = await waitFor(() => {
      const drawn = container.querySelector('[data-slot="chart"]')
      if (!drawn) throw new Error('the chart has not arrived')
      return drawn
    })
    expect(heightOf(placeholder)).toBeDefined()
    expect(heightOf(chart)).toBe(heightOf(placeholder))
    expect(container.querySelector('[data-slot="chart-placeholder"]')).toBeNull()
  })
})
