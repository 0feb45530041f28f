import type { QrStyleSettings } from '@simlessly/shared'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type ActiveStyle, useActivateQrStyle } from '@/api/qr-style'
import { FormAlert } from '@/components/ui/form-alert'
import { formErrorMessage } from '@/lib/error-message'
import { cn } from '@/lib/utils'

const CHOICES: readonly ActiveStyle[] = ['DEFAULT', 'CUSTOM']

/**
 * Which style draws the QR pictures: native radio buttons, applied as soon as one is chosen. The choice
 * shows the one asked for while the server applies it; a failure puts back the one in force.
 */
export function ActiveStyleChoice({ settings }: { settings: QrStyleSettings }) {
  const { t } = useTranslation()
  const activate = useActivateQrStyle()
  // The choice asked for shows from the click on (set in the event, so the controlled radio never flips back
  // while the request starts), until the request settles and the settings say what is in force.
  const [asked, setAsked] = useState<ActiveStyle | null>(null)
  const shown = asked ?? settings.active
  const choose = (active: ActiveStyle) => {
    if (activate.isPending || active === settings.active) return
    setAsked(active)
    activate.mutate(active, { onSettled: () => setAsked(null) })
  }

  return (
    <fieldset className="grid gap-3" aria-describedby="qr-active-status">
      <legend className="mb-3 font-semibold text-base text-foreground">{t('qrStyle.active.legend')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {CHOICES.map((choice) => {
          const unsaved = choice === 'CUSTOM' && !settings.custom
          return (
            <label
              key={choice}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-lg border border-border bg-card p-3 text-sm',
                'has-[:checked]:border-primary has-[:checked]:bg-primary/5',
                'has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/40',
                'has-[:disabled]:cursor-not-allowed has-[:disabled]:bg-muted',
              )}
            >
              <input
                type="radio"
                name="qr-active"
                value={choice}
                checked={shown === choice}
                disabled={unsaved}
                onChange={() => choose(choice)}
                aria-labelledby={`qr-active-${choice}-label`}
                aria-describedby={`qr-active-${choice}-hint`}
                className="mt-0.5 size-4 shrink-0 accent-primary outline-none"
              />
              <span className="grid gap-0.5">
                <span id={`qr-active-${choice}-label`} className="font-medium text-foreground">
                  {t(`qrStyle.active.${choice}`)}
                </span>
                <span id={`qr-active-${choice}-hint`} className="text-xs text-muted-foreground">
                  {unsaved ? t('qrStyle.active.saveFirst') : t(`qrStyle.active.${choice}Hint`)}
                </span>
              </span>
            </label>
          )
        })}
      </div>
      <p id="qr-active-status" role="status" className="text-sm text-muted-foreground">
        {activate.isPending
          ? t('qrStyle.active.switching')
          : activate.isSuccess
            ? t(`qrStyle.active.now${settings.active}`)
            : ''}
      </p>
      {activate.isError ? <FormAlert>{formErrorMessage(activate.error)}</FormAlert> : null}
    </fieldset>
  )
}
