/**
 * A seeded generator of numbers in [0, 1) (mulberry32): the same seed gives the same run, so a test that
 * generates its cases can name the seed of one that fails, and a bench seeds the same data every time.
 */
export function seeded(seed: number): () => number {
  let s = seed
  return () => {
    s = (s + 0x6d2b79f5) | 0
    let t = Math.imul(s ^ (s >>> 15), 1 | s)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}
