import { endpoints } from '@simlessly/shared'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { apiUrl, envelopeResponse, stubFetch } from '@/test/api'
import { BatchProgressPanel } from './batch-progress-panel'

const RUNNING = {
  batchCode: '01JPARTS',
  type: 'BATCH_GENERATE',
  configId: 'c1',
  configName: 'Lab',
  formats: ['STRING', 'PICTURE'],
  process: 'PROCESSING',
  total: 300,
  success: 50,
  failed: 0,
  encrypted: false,
  createdAt: 1,
  downloads: {},
  parts: [
    {
      chunk: 0,
      success: 50,
      failed: 0,
      csv: 'https://files.example/part-1.csv',
      zip: 'https://files.example/part-1.zip',
    },
  ],
}

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
