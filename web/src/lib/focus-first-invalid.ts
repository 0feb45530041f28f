import type { BaseSyntheticEvent } from 'react'
import type { FieldValues, SubmitErrorHandler, SubmitHandler, UseFormHandleSubmit } from 'react-hook-form'

/** Frames to wait for the fields to show their errors (they render after the check answers). */
const MAX_FRAMES = 30

/**
 * Scrolls to and focuses the first field in error, in the order the page shows them (not the order the form
 * registered them): the first element marked `aria-invalid="true"` within `scope` whose name, where it has
 * one, is among the fields the last check found in error (`inError`). The marks appear once React has
 * rendered the errors, so it looks again each frame until one shows, up to MAX_FRAMES; a mark left from an
 * earlier check on a field since corrected (React has not rendered its answer yet) is passed over, unless
 * it is all there is by the last frame.
 */
export function focusFirstInvalid(
  scope: ParentNode,
  frames = MAX_FRAMES,
  inError: (name: string) => boolean = () => true,
): void {
  const marked = [...scope.querySelectorAll<HTMLElement>('[aria-invalid="true"]')]
  const inErrorNow = marked.find((field) => {
    const name = field.getAttribute('name')
    return !name || inError(name)
  })
  // On the last frame, a marked field the check did not name (a control named otherwise than its field).
  const first = inErrorNow ?? (frames === 0 ? marked[0] : undefined)
  if (first) {
    first.scrollIntoView?.({ block: 'center' })
    first.focus({ preventScroll: true })
    return
  }
  if (frames > 0) requestAnimationFrame(() => focusFirstInvalid(scope, frames - 1, inError))
}

/** The paths of the fields in error (`rows.0.iccid`), as the fields are named: each error has a `type`. */
export function errorPaths(errors: object, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (!value || typeof value !== 'object' || key === 'ref') return []
    const path = prefix ? `${prefix}.${key}` : key
    return 'type' in value ? [path, ...errorPaths(value, path)] : errorPaths(value, path)
  })
}

/** The form a submit event came from, else the open dialog (a save button outside its form), else the page. */
function scopeOf(event: BaseSyntheticEvent | undefined): ParentNode {
  const target = event?.currentTarget ?? event?.target
  if (target instanceof HTMLElement) return target.closest('form') ?? target
  return document.querySelector('[role="dialog"], [role="alertdialog"]') ?? document
}

/**
 * The submit handler of every react-hook-form form: `submitOf(form)(onValid)` in place of
 * `form.handleSubmit(onValid)`, so that a save with an error scrolls to and focuses the first bad field.
 *
 * react-hook-form focuses the first field it registered, once after `onInvalid` and again a task later; the
 * search starts after both (a task queued once the submit has settled), so that a frame coming in between
 * cannot let the library's late focus have the last word.
 */
export function submitOf<T extends FieldValues, O>(form: { handleSubmit: UseFormHandleSubmit<T, O> }) {
  return <R>(onValid: SubmitHandler<O, R>, onInvalid?: SubmitErrorHandler<T>) =>
    (event?: BaseSyntheticEvent) => {
      const scope = scopeOf(event)
      let inError: Set<string> | undefined
      return form
        .handleSubmit(onValid, (errors, e) => {
          inError = new Set(errorPaths(errors))
          return onInvalid?.(errors, e)
        })(event)
        .finally(() => {
          const names = inError
          if (names) setTimeout(() => focusFirstInvalid(scope, MAX_FRAMES, (name) => names.has(name)))
        })
    }
}
