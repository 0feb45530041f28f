import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { BatchDownloads } from './batch-downloads'

const refresh = vi.fn()

describe('BatchDownloads', () => {
  it('links the files the server signed', () => {
    const downloads = { csv: 'https://files.example/acs.csv', errors: 'https://files.example/errors.csv' }
    render(
      <BatchDownloads
        batch={{ batchCode: 'B1', downloads, encrypted: false }}
        fetchedAt={Date.now()}
        refresh={refresh}
      />,
    )
    expect(screen.getByRole('link', { name: /Download ACs/ }).getAttribute('href')).toBe(downloads.csv)
    expect(screen.queryByText('You do not have permission to download ACs')).toBeNull()
  })

  it('says the role may not download ACs, with no link at all, when the server withheld them', () => {
    render(
      <BatchDownloads
        batch={{ batchCode: 'B1', downloads: null, encrypted: false }}
        fetchedAt={Date.now()}
        refresh={refresh}
      />,
    )
    expect(screen.getByText('You do not have permission to download ACs')).toBeTruthy()
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('keeps the whole sentence as the accessible name of the short form in a table cell', () => {
    render(
      <BatchDownloads
        batch={{ batchCode: 'B1', downloads: null, encrypted: false }}
        fetchedAt={Date.now()}
        refresh={refresh}
        compact
      />,
    )
    expect(screen.getByText('You do not have permission to download ACs').className).toContain('sr-only')
    expect(screen.getByTitle('You do not have permission to download ACs')).toBeTruthy()
  })
})
