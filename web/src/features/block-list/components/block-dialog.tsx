import {
  BLOCK_KINDS,
  type BlockAddRequest,
  type BlockKind,
  blockAddRequestSchema,
  ErrorCode,
} from '@simlessly/shared'
import { Ban } from 'lucide-react'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { type BlockAddInput, useAddBlock } from '@/api/block-list'
import { Button } from '@/components/ui/button'
import { ChoiceGroup } from '@/components/ui/choice-group'
import { FormDialog } from '@/components/ui/form-dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { submitOf } from '@/lib/focus-first-invalid'
import { applyRefusal, formResolver } from '@/lib/form'
import { notifications } from '@/lib/notifications'
import { useFormRefusal } from '@/lib/use-form-refusal'

const resolver = formResolver(blockAddRequestSchema)
const FIELDS = ['kind', 'value', 'reason']

/** "Block": kind, value (checked by the kind's rule) and reason; an identifier already blocked is refused. */
export function BlockDialog({ defaultKind }: { defaultKind: BlockKind }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const empty = { kind: defaultKind, value: '', reason: '' }
  const form = useForm<BlockAddRequest, unknown, BlockAddInput>({
    resolver,
    defaultValues: empty,
    mode: 'onTouched',
  })
  const add = useAddBlock()
  const refusal = useFormRefusal(add)
  const kind = useWatch({ control: form.control, name: 'kind' })
  const { errors } = form.formState

  const onOpenChange = (next: boolean) => {
    setOpen(next)
    if (next) return
    add.reset()
    form.reset(empty)
  }

  // Already blocked: the value is what to change, so the server's reason shows under it.
  const onError = (error: unknown) =>
    refusal.setFieldHandled(
      applyRefusal(error, form.setError, FIELDS, { code: ErrorCode.CONFLICT, field: 'value' }),
    )

  const submit = submitOf(form)((request) =>
    add.mutate(request, {
      onSuccess: (entry) => {
        notifications.notify(
          t('blockList.blocked', { kind: t(`blockList.kinds.${entry.kind}`), value: entry.value }),
          { variant: 'success' },
        )
        onOpenChange(false)
      },
      onError,
    }),
  )

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button>
          <Ban aria-hidden="true" />
          {t('blockList.block')}
        </Button>
      }
      title={t('blockList.dialog.title')}
      description={t('blockList.dialog.description')}
      onSubmit={submit}
      formClassName="grid gap-5"
      formLabel={t('blockList.dialog.title')}
      submitLabel={t('blockList.dialog.submit')}
      pending={add.isPending}
      error={refusal.message}
    >
      <ChoiceGroup
        legend={t('blockList.dialog.kind')}
        options={BLOCK_KINDS.map((value) => ({ value, label: t(`blockList.kinds.${value}`) }))}
        inputProps={form.register('kind', {
          // The value's rule depends on the kind: check it again once the user has typed one.
          onChange: () => {
            if (form.getFieldState('value').isTouched) void form.trigger('value')
          },
        })}
      />
      <FormField
        id="block-value"
        label={t('blockList.dialog.value')}
        hint={t(`blockList.dialog.hints.${kind}`)}
        error={errors.value?.message}
      >
        {(control) => (
          <Input
            {...control}
            {...form.register('value')}
            aria-required="true"
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            className="font-mono"
          />
        )}
      </FormField>
      <FormField id="block-reason" label={t('blockList.dialog.reason')} error={errors.reason?.message}>
        {(control) => (
          <Textarea {...control} {...form.register('reason')} aria-required="true" maxLength={200} />
        )}
      </FormField>
    </FormDialog>
  )
}
