import { type Batch, endpoints } from '@simlessly/shared'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { apiUrl, envelopeResponse, stubFetch } from '@/test/api'
import { batchFixture } from '@/test/batch'
import { BatchProgressPanel } from './batch-progress-panel'

const RUNNING = batchFixture({
  batchCode: '01JPARTS',
  formats: ['STRING', 'PICTURE'],
  success: 50,
  parts: [
    {
      chunk: 0,
      success: 50,
      failed: 0,
      csv: 'https://files.example/part-1.csv',
      zip: 'https://files.example/part-1.zip',
    },
  ],
})

describe('the progress panel of a running batch', () => {
  it("offers the finished chunk's ACs and QR codes before the batch completes", async () => {
    const fetch = stubFetch((url) => {
      if (url === apiUrl(endpoints.batch.info)) return envelopeResponse(RUNNING)
      throw new Error(`unexpected ${url}`)
    })
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <BatchProgressPanel batchCode="01JPARTS" onReset={() => undefined} />
        </MemoryRouter>
      </QueryClientProvider>,
    )
    expect(await screen.findByRole('heading', { name: 'Ready so far' })).toBeTruthy()
    expect(screen.getByText('Part 1: 50 ACs')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Download the ACs of part 1 (CSV)' }).getAttribute('href')).toBe(
      'https://files.example/part-1.csv',
    )
    expect(
      screen.getByRole('link', { name: 'Download the QR codes of part 1 (ZIP)' }).getAttribute('href'),
    ).toBe('https://files.example/part-1.zip')
    const [, init] = fetch.mock.calls[0] ?? []
    expect(JSON.parse(String(init?.body))).toEqual({ batchCode: '01JPARTS', withParts: true })
  })
})

const BATCH = batchFixture({
  batchCode: '01JDZ8Q5V3K7M2N4P6R8T0W2Y4',
  type: 'OPEN_BATCH_GENERATE',
  formats: ['STRING', 'AC_LINK'],
  total: 0,
  encrypted: true,
  downloads: null,
})

function renderPanel(batch: Batch) {
  stubFetch(() => envelopeResponse(batch))
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <BatchProgressPanel batchCode={batch.batchCode} onReset={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('the progress panel: phases and where the links are', () => {
  it('does not say an open batch reads a file', async () => {
    renderPanel(BATCH)
    expect((await screen.findAllByText('Starting…')).length).toBeGreaterThan(0)
    expect(screen.queryByText('Reading the file…')).toBeNull()
  })

  it('fills the bar once every row is done, saying the files are being prepared', async () => {
    renderPanel({ ...BATCH, total: 40, success: 38, failed: 2 })
    const bar = await screen.findByRole('progressbar')
    expect(bar.getAttribute('aria-valuenow')).toBe('100')
    expect(screen.getAllByText('All 40 rows done; preparing the download files…').length).toBeGreaterThan(0)
  })

  it('says where the install links are beside the downloads', async () => {
    renderPanel({
      ...BATCH,
      process: 'COMPLETE',
      total: 2,
      success: 2,
      downloads: { csv: 'https://files/acs.csv' },
    })
    expect(await screen.findByText(/install links are in the ACs file \(CSV\): column ac_link/)).toBeTruthy()
  })
})
