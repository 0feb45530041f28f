import { useEffect, useState } from 'react'

/**
 * The value once it has stopped changing for `delayMs` (the first value at once), for work that should
 * follow typing or dragging without running at every step. Values are compared by identity: memoise
 * objects on their parts.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return settled
}
