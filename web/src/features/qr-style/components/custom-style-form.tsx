import type { QrStyle, QrStyleSettings } from '@simlessly/shared'
import { CircleCheck } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useSaveQrStyle } from '@/api/qr-style'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { FormAlert } from '@/components/ui/form-alert'
import { Spinner } from '@/components/ui/spinner'
import { submitOf } from '@/lib/focus-first-invalid'
import { applyFieldErrors } from '@/lib/form'
import { useFormRefusal } from '@/lib/use-form-refusal'
import {
  type QrStyleFormValues,
  qrStyleFormValues,
  qrStyleResolver,
  qrStyleServerField,
  unreadableLogo,
} from '../qr-style-form-values'
import { useLivePreview } from '../use-live-preview'
import { ColourField } from './colour-field'
import { LogoField } from './logo-field'
import { LogoSizeField } from './logo-size-field'
import { StylePreview } from './style-preview'

/**
 * The enterprise's own style: colours, a PNG logo and its size, previewed as they change. Saving stores
 * it and puts it in use; the confirmation then takes the focus, so it is announced.
 */
export function CustomStyleForm({ settings }: { settings: QrStyleSettings }) {
  const { t } = useTranslation()
  const form = useForm<QrStyleFormValues, unknown, QrStyle>({
    resolver: qrStyleResolver,
    defaultValues: qrStyleFormValues(settings),
  })
  const preview = useLivePreview(form)
  const save = useSaveQrStyle()
  const refusal = useFormRefusal(save)
  const { foreground, background, logo, logoSizePercent } = preview.values
  const { errors, isDirty } = form.formState
  // Counts saves, so that saving twice in a row focuses the confirmation twice.
  const [saves, setSaves] = useState(0)
  const savedRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (saves > 0) savedRef.current?.focus()
  }, [saves])

  const onError = (error: unknown) => {
    const applied = applyFieldErrors(error, form.setError, qrStyleServerField)
    const logoMessage = applied ? null : unreadableLogo(error)
    if (logoMessage) form.setError('logo', { type: 'server', message: logoMessage }, { shouldFocus: true })
    refusal.setFieldHandled(applied || logoMessage !== null)
  }
  const onSubmit = submitOf(form)((style) =>
    save.mutate(style, {
      onSuccess: (next) => {
        form.reset(qrStyleFormValues(next))
        setSaves((count) => count + 1)
      },
      onError,
    }),
  )
  const setLogo = (dataUrl: string | null) => {
    form.setValue('logo', dataUrl, { shouldDirty: true })
    form.clearErrors('logo')
  }

  return (
    <section aria-labelledby="qr-custom-heading" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="qr-custom-heading" className="font-semibold text-base text-foreground">
          {t('qrStyle.custom.heading')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('qrStyle.custom.description')}</p>
        {settings.custom ? null : <p className="text-sm text-muted-foreground">{t('qrStyle.custom.new')}</p>}
      </div>
      <form
        noValidate
        aria-labelledby="qr-custom-heading"
        onSubmit={onSubmit}
        className="grid gap-6 md:grid-cols-[minmax(0,1fr)_auto]"
      >
        <div className="grid content-start gap-5">
          <ColourField form={form} name="foreground" value={foreground} error={errors.foreground?.message} />
          <ColourField form={form} name="background" value={background} error={errors.background?.message} />
          <LogoField
            logo={logo}
            error={errors.logo?.message}
            onLogo={setLogo}
            onProblem={(message) => form.setError('logo', { type: 'client', message })}
          />
          <LogoSizeField
            register={form.register('logoSizePercent', { valueAsNumber: true })}
            percent={logoSizePercent}
            error={errors.logoSizePercent?.message}
          />
        </div>
        <StylePreview preview={preview} />
        <div className="grid gap-4 md:col-span-2">
          {saves > 0 && !isDirty && !save.isPending ? (
            <Alert
              ref={savedRef}
              role="status"
              tabIndex={-1}
              className="outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40"
            >
              <CircleCheck aria-hidden="true" />
              <AlertDescription>{t('qrStyle.custom.saved')}</AlertDescription>
            </Alert>
          ) : null}
          {refusal.message ? <FormAlert>{refusal.message}</FormAlert> : null}
          <Button type="submit" className="justify-self-start" disabled={save.isPending}>
            {save.isPending ? <Spinner /> : null}
            {save.isPending ? t('qrStyle.custom.saving') : t('qrStyle.custom.save')}
          </Button>
        </div>
      </form>
    </section>
  )
}
