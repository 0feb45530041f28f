import { ErrorCode } from '@simlessly/shared'
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ApiError } from './api-error'
import { useFormRefusal } from './use-form-refusal'

const refused = {
  isError: true,
  error: new ApiError({
    kind: 'server',
    code: ErrorCode.VALIDATION_FAILED,
    msg: 'Up to 90 days',
    requestId: 'r',
  }),
}

describe('the refusal a form shows above its buttons', () => {
  it("says the mutation's refusal in its own words, and nothing once a field shows it", () => {
    const { result, rerender } = renderHook((mutation) => useFormRefusal(mutation), {
      initialProps: { isError: false, error: null as unknown },
    })
    expect(result.current.message).toBeNull()
    rerender(refused)
    expect(result.current.message).toBe('Up to 90 days')
    act(() => result.current.setFieldHandled(true))
    expect(result.current.message).toBeNull()
  })
})
