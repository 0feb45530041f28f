import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useAction } from './use-action'

/** A promise settled from outside, to hold an action under way. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {}
  let reject: (error: unknown) => void = () => {}
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('useAction', () => {
  it('is pending while under way, then gives the answer to onSuccess', async () => {
    const answer = deferred<string>()
    const onSuccess = vi.fn()
    const { result } = renderHook(() => useAction((_: number) => answer.promise, { onSuccess }))
    act(() => result.current.mutate(1))
    expect(result.current).toMatchObject({ isPending: true, error: null, variables: 1 })
    await act(async () => answer.resolve('signed in'))
    expect(result.current).toMatchObject({ isPending: false, error: null })
    expect(onSuccess).toHaveBeenCalledWith('signed in')
  })

  it('keeps the failure and the input it was for', async () => {
    const { result } = renderHook(() => useAction((_: string) => Promise.reject(new Error('refused'))))
    await act(async () => result.current.mutate('ada@example.com'))
    expect(result.current.error).toEqual(new Error('refused'))
    expect(result.current).toMatchObject({ isPending: false, variables: 'ada@example.com' })
  })

  it('shows only the latest start: an earlier answer arriving late is dropped', async () => {
    const first = deferred<string>()
    const second = deferred<string>()
    const onSuccess = vi.fn()
    const answers = [first.promise, second.promise]
    const { result } = renderHook(() =>
      useAction((_: number) => answers.shift() as Promise<string>, { onSuccess }),
    )
    act(() => result.current.mutate(1))
    act(() => result.current.mutate(2))
    await act(async () => first.reject(new Error('late')))
    expect(result.current).toMatchObject({ isPending: true, error: null, variables: 2 })
    await act(async () => second.resolve('second'))
    expect(onSuccess).toHaveBeenCalledTimes(1)
    expect(onSuccess).toHaveBeenCalledWith('second')
  })
})
