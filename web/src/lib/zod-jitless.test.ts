import { describe, expect, it } from 'vitest'

describe('zod without compiling', () => {
  it('is jitless once the entry has set it, though zod loads after', async () => {
    await import('./zod-jitless')
    const { config } = await import('zod/mini')
    expect(config().jitless).toBe(true)
  })
})
