import { type ClassValue, clsx } from 'clsx'

let merge: ((classes: string) => string) | undefined
let loading: Promise<void> | undefined

/**
 * Loads tailwind-merge (9 kB gzipped). Every screen but sign-in waits for it before it first draws
 * (app/router.tsx); the sign-in page never loads it, and passes its components no class that merging would
 * change (app/routes/sign-in-classes.test.tsx), so it looks the same either way.
 */
export function loadClassMerge(): Promise<void> {
  loading ??= import('tailwind-merge').then(({ twMerge }) => {
    merge = twMerge
  })
  return loading
}

/** Tests: as on a first visit to the sign-in page, before any other screen loaded the merge. */
export function unloadClassMerge() {
  merge = undefined
  loading = undefined
}

/**
 * Joins class names and, once the merge is loaded (with any screen but sign-in), lets later Tailwind
 * utilities override earlier ones: `cn('px-4', 'px-2')` is `px-2`.
 */
export function cn(...inputs: ClassValue[]) {
  const joined = clsx(inputs)
  return merge ? merge(joined) : joined
}
