import type { BaseSyntheticEvent } from 'react'
import type { FieldValues, SubmitErrorHandler, SubmitHandler, UseFormHandleSubmit } from 'react-hook-form'

/** Frames to wait for the fields to show their errors (they render after the check answers). */
const MAX_FRAMES = 30

/**
 * Scrolls to and focuses the first field in error, in the order the page shows them (not the order the form
 * registered them): the first element marked `aria-invalid="true"` within `scope`. The marks appear once React
 * has rendered the errors, so it looks again each frame until one shows, up to MAX_FRAMES.
 */
export function focusFirstInvalid(scope: ParentNode, frames = MAX_FRAMES): void {
  const first = scope.querySelector<HTMLElement>('[aria-invalid="true"]')
  if (first) {
    first.scrollIntoView?.({ block: 'center' })
    first.focus({ preventScroll: true })
    return
  }
  if (frames > 0) requestAnimationFrame(() => focusFirstInvalid(scope, frames - 1))
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
      let invalid = false
      return form
        .handleSubmit(onValid, (errors, e) => {
          invalid = true
          return onInvalid?.(errors, e)
        })(event)
        .finally(() => {
          if (invalid) setTimeout(() => focusFirstInvalid(scope))
        })
    }
}
