import { useEffect, useRef, useState } from 'react'

/**
 * Counts whole seconds down from `seconds` while `running`, then calls `onDone` once. Plain timers, so a fake
 * clock (Vitest's, Playwright's page.clock) drives it.
 */
export function useCountdown(seconds: number, running: boolean, onDone: () => void): number {
  const [left, setLeft] = useState(seconds)
  const done = useRef(onDone)
  done.current = onDone

  useEffect(() => {
    if (!running) return
    const timer = setInterval(() => setLeft((value) => Math.max(0, value - 1)), 1000)
    return () => clearInterval(timer)
  }, [running])

  useEffect(() => {
    if (running && left === 0) done.current()
  }, [running, left])

  return left
}
