import { CAMPAIGN_STATUSES } from '@simlessly/shared'
import { describe, expect, it } from 'vitest'
import {
  CAMPAIGN_POLL_MS,
  campaignProgress,
  createdToast,
  hasEnded,
  isChanging,
  isLive,
} from './campaign-progress'

const counts = { done: 0, failed: 0, skipped: 0 }

describe('campaignProgress', () => {
  it('counts done, failed and skipped targets as processed', () => {
    expect(campaignProgress({ status: 'RUNNING', total: 10, done: 2, failed: 1, skipped: 1 })).toEqual({
      processed: 4,
      total: 10,
      percent: 40,
    })
  })

  it('rounds down, and stays below 100 until the campaign has ended', () => {
    expect(campaignProgress({ ...counts, status: 'RUNNING', total: 3, done: 1 }).percent).toBe(33)
    expect(campaignProgress({ ...counts, status: 'RUNNING', total: 3, done: 3 }).percent).toBe(99)
    expect(campaignProgress({ ...counts, status: 'PAUSED', total: 200, done: 199 }).percent).toBe(99)
    expect(campaignProgress({ ...counts, status: 'COMPLETE', total: 3, done: 3 }).percent).toBe(100)
  })

  it('shows a cancelled campaign as far as its targets went, skipped ones included', () => {
    expect(campaignProgress({ status: 'CANCELLED', total: 4, done: 1, failed: 0, skipped: 3 }).percent).toBe(
      100,
    )
    expect(campaignProgress({ status: 'CANCELLED', total: 4, done: 1, failed: 1, skipped: 0 }).percent).toBe(
      50,
    )
  })

  it('has no percentage while a starting campaign reads its targets, and 0 before it starts', () => {
    expect(campaignProgress({ ...counts, status: 'RUNNING', total: 0 })).toEqual({
      processed: 0,
      total: 0,
      percent: null,
    })
    expect(campaignProgress({ ...counts, status: 'SCHEDULED', total: 0 }).percent).toBe(0)
    expect(campaignProgress({ ...counts, status: 'PAUSED', total: 0 }).percent).toBe(0)
    expect(campaignProgress({ ...counts, status: 'SCHEDULED', total: 5 }).percent).toBe(0)
  })

  it('reads an ended campaign without targets as finished', () => {
    expect(campaignProgress({ ...counts, status: 'COMPLETE', total: 0 }).percent).toBe(100)
    expect(campaignProgress({ ...counts, status: 'CANCELLED', total: 0 }).percent).toBe(100)
  })

  it('never goes past 100 when the counts run ahead of the total', () => {
    expect(campaignProgress({ ...counts, status: 'CANCELLED', total: 2, done: 2, skipped: 1 }).percent).toBe(
      100,
    )
  })
})

describe('campaign states', () => {
  it('polls scheduled and running campaigns only', () => {
    expect(CAMPAIGN_POLL_MS).toBe(2000)
    expect(CAMPAIGN_STATUSES.filter(isLive)).toEqual(['SCHEDULED', 'RUNNING'])
    expect(hasEnded('COMPLETE')).toBe(true)
    expect(hasEnded('CANCELLED')).toBe(true)
    expect(hasEnded('PAUSED')).toBe(false)
  })

  it('keeps reading an ended campaign until its result file is there', () => {
    expect(isChanging({ status: 'RUNNING' })).toBe(true)
    expect(isChanging({ status: 'PAUSED' })).toBe(false)
    expect(isChanging({ status: 'CANCELLED' })).toBe(true)
    expect(isChanging({ status: 'CANCELLED', finishedAt: 1, resultUrl: 'https://files.example/r.csv' })).toBe(
      false,
    )
    expect(isChanging({ status: 'COMPLETE', finishedAt: 1 })).toBe(false)
  })
})

describe('the toast after creating a campaign', () => {
  it('says started for a campaign that starts now, though its first status is SCHEDULED', () => {
    expect(createdToast({ createdAt: 1_000, startAt: 1_000 })).toBe('now')
    expect(createdToast({ createdAt: 1_000, startAt: 61_000 })).toBe('later')
  })
})
