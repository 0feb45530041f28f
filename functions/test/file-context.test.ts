import { describe, expect, it } from 'vitest'
import { fileContext } from './helpers.ts'

describe('fileContext', () => {
  it("keeps what a file replaces in that file, on the worker's clients and entities", () => {
    const mine = fileContext()
    const theirs = fileContext()
    mine.now = () => 0
    mine.smdp.confirmOrder = async () => {
      throw new Error('replaced in one file')
    }
    mine.config.publicUrl = 'http://replaced.example'
    expect(theirs.now).not.toBe(mine.now)
    expect(theirs.smdp.confirmOrder).not.toBe(mine.smdp.confirmOrder)
    expect(theirs.config.publicUrl).not.toBe('http://replaced.example')
    // What costs to build is the worker's: the same clients and entities underneath.
    expect(theirs.aws.db).toBe(mine.aws.db)
    expect(theirs.entities.user).toBe(mine.entities.user)
  })
})
