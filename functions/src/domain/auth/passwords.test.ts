import { describe, expect, it } from 'vitest'
import { createActiveUser, SEEDED_HASH_PARAMS, TEST_PASSWORD } from '../../../test/accounts.ts'
import { testContext } from '../../../test/helpers.ts'
import { hashPassword, PASSWORD_HASH_PARAMS, verifyPassword } from './passwords.ts'

describe('password hashes', () => {
  it('hashes on the production parameters, stored in the hash, and verifies the password alone', async () => {
    expect(PASSWORD_HASH_PARAMS).toEqual({ N: 16_384, r: 8, p: 1 })
    const stored = await hashPassword('Correct-Horse-9')
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/)
    expect(await verifyPassword('Correct-Horse-9', stored)).toBe(true)
    expect(await verifyPassword('Correct-Horse-0', stored)).toBe(false)
  })

  it('verifies a hash on the parameters it stores', async () => {
    const stored = await hashPassword('Correct-Horse-9', { N: 1_024, r: 8, p: 1 })
    expect(stored.startsWith('scrypt$1024$8$1$')).toBe(true)
    expect(await verifyPassword('Correct-Horse-9', stored)).toBe(true)
    expect(await verifyPassword('Correct-Horse-0', stored)).toBe(false)
  })

  it('seeds test accounts on the cheaper parameters, which signing in accepts', async () => {
    const ctx = testContext()
    const { userId } = await createActiveUser(ctx)
    const { data } = await ctx.entities.user.get({ userId }).go()
    const { N, r, p } = SEEDED_HASH_PARAMS
    expect(data?.passwordHash.startsWith(`scrypt$${N}$${r}$${p}$`)).toBe(true)
    expect(await verifyPassword(TEST_PASSWORD, data?.passwordHash ?? '')).toBe(true)
  })

  it("works the hash out on libuv's thread pool: the event loop keeps turning while a password is checked", async () => {
    const stored = await hashPassword('Correct-Horse-9')
    let checked = false
    const check = verifyPassword('Correct-Horse-9', stored).finally(() => {
      checked = true
    })
    let turns = 0
    while (!checked) {
      await new Promise((resolve) => setImmediate(resolve))
      turns++
    }
    expect(await check).toBe(true)
    // Worked out on this thread (scryptSync), the check would be over before the loop turned twice.
    expect(turns).toBeGreaterThan(10)
  })
})
