import { TriangleAlert } from 'lucide-react'

type FieldWarningProps = { id: string; message: string | null; detail?: string | undefined }

/**
 * A warning under a field that does not block the form (an HPLMN mismatch, an ICCID without Luhn). The
 * region stays in the page so that screen readers announce the warning when it appears.
 */
export function FieldWarning({ id, message, detail }: FieldWarningProps) {
  return (
    <div id={id} role="status" aria-live="polite">
      {message ? (
        <p className="flex gap-2 rounded-md border border-warning/60 bg-warning/10 px-3 py-2 text-foreground text-sm">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
          <span>
            {message}
            {detail ? <span className="mt-1 block text-xs">{detail}</span> : null}
          </span>
        </p>
      ) : null}
    </div>
  )
}
