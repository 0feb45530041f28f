import { ErrorCode } from '@simlessly/shared'
import { RefreshCw, TriangleAlert } from 'lucide-react'
import { useMemo, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { type RegenerateRequest, type RegenerateResult, useRegenerate } from '@/api/generation'
import { Button } from '@/components/ui/button'
import { FormAlert } from '@/components/ui/form-alert'
import { FormField } from '@/components/ui/form-field'
import { Textarea } from '@/components/ui/textarea'
import { ApiError } from '@/lib/api-error'
import { formErrorMessage } from '@/lib/error-message'
import { submitOf } from '@/lib/focus-first-invalid'
import { formatCount } from '@/lib/format'
import { parseIccidList } from '@/lib/iccid-list'
import {
  emptyRegenerateValues,
  REGENERATE_MAX,
  type RegenerateFormValues,
  regenerateFormResolver,
  regenerateIccidRule,
} from '../regenerate-form-values'
import { InvalidIccids } from './invalid-iccids'
import { RegenerateConfirmDialog } from './regenerate-confirm-dialog'
import { RegenerateResults } from './regenerate-results'

/**
 * Re-generate: ICCIDs pasted in -> a confirmation, since their current ACs stop working -> the new ACs,
 * or the reason per ICCID. The results replace the form; the codes are not kept once the user moves on.
 */
export function RegenerateForm() {
  const { t } = useTranslation()
  const [result, setResult] = useState<RegenerateResult | null>(null)
  // The checked request waiting for the user's confirmation.
  const [pending, setPending] = useState<RegenerateRequest | null>(null)
  const field = useRef<HTMLTextAreaElement | null>(null)
  const form = useForm<RegenerateFormValues, unknown, RegenerateRequest>({
    resolver: regenerateFormResolver,
    defaultValues: emptyRegenerateValues(),
  })
  const run = useRegenerate()
  const text = useWatch({ control: form.control, name: 'iccids' })
  const list = useMemo(() => parseIccidList(text, regenerateIccidRule), [text])
  const { errors, isSubmitted } = form.formState
  // Listed once the user tries to send (the count says how many before): not while an ICCID is half
  // typed, and not on leaving the field, where the list would push the button away from the pointer.
  const showInvalid = isSubmitted && list.invalid.length > 0

  const confirm = () => {
    if (!pending) return
    run.mutate(pending, {
      onSuccess: (answer) => {
        setPending(null)
        setResult(answer)
      },
      onError: () => setPending(null),
    })
  }

  const again = () => {
    setResult(null)
    run.reset()
    form.reset(emptyRegenerateValues())
    requestAnimationFrame(() => field.current?.focus())
  }

  if (result) return <RegenerateResults result={result} onAgain={again} />

  const fieldError = !errors.iccids
    ? undefined
    : list.invalid.length > 0
      ? t('generate.regenerate.fixInvalid', { count: list.invalid.length })
      : list.distinct.length > REGENERATE_MAX
        ? t('generate.regenerate.tooMany', { max: formatCount(REGENERATE_MAX) })
        : errors.iccids.message
  const { ref, ...registered } = form.register('iccids')

  return (
    <>
      <form
        noValidate
        aria-label={t('generate.tabs.regenerate')}
        className="grid gap-5"
        onSubmit={submitOf(form)((request) => {
          run.reset()
          setPending(request)
        })}
      >
        <div
          id="regenerate-warning"
          className="flex gap-3 rounded-lg border border-warning/60 bg-warning/10 p-4 text-foreground text-sm"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
          <div className="grid gap-1">
            <p className="font-medium">{t('generate.regenerate.warningTitle')}</p>
            <p>{t('generate.regenerate.warning')}</p>
          </div>
        </div>
        <div className="grid gap-2">
          <FormField
            id="regenerate-iccids"
            label={t('generate.regenerate.iccids')}
            hint={t('generate.regenerate.hint', { max: formatCount(REGENERATE_MAX) })}
            error={fieldError}
            describedBy={`regenerate-count${showInvalid ? ' regenerate-invalid' : ''} regenerate-warning`}
          >
            {(control) => (
              <Textarea
                {...control}
                {...registered}
                ref={(element) => {
                  ref(element)
                  field.current = element
                }}
                rows={8}
                aria-required="true"
                autoComplete="off"
                spellCheck={false}
                className="font-mono"
              />
            )}
          </FormField>
          <p id="regenerate-count" role="status" className="text-sm text-muted-foreground">
            {[
              t('generate.regenerate.count', { count: list.valid.length }),
              list.duplicates > 0 ? t('generate.regenerate.duplicates', { count: list.duplicates }) : null,
              list.invalid.length > 0
                ? t('generate.regenerate.invalidCount', { count: list.invalid.length })
                : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {showInvalid ? <InvalidIccids id="regenerate-invalid" invalid={list.invalid} /> : null}
        </div>
        {run.isError ? (
          <FormAlert>
            {run.error instanceof ApiError && run.error.code === ErrorCode.NOT_FOUND
              ? t('generate.regenerate.noneKnown')
              : formErrorMessage(run.error)}
          </FormAlert>
        ) : null}
        <Button type="submit" className="justify-self-start" disabled={run.isPending}>
          <RefreshCw aria-hidden="true" />
          {t('generate.regenerate.submit')}
        </Button>
      </form>
      <RegenerateConfirmDialog
        count={pending ? pending.iccids.length : null}
        working={run.isPending}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      />
    </>
  )
}
