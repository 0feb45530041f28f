import { FLEET_SELECTION_MAX, type SelectionResult } from '@simlessly/shared'
import { Plus } from 'lucide-react'
import { useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMoveProfiles } from '@/api/fleet'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { FormDialogFooter } from '@/components/ui/form-dialog-footer'
import { FormField } from '@/components/ui/form-field'
import { Textarea } from '@/components/ui/textarea'
import { formErrorMessage } from '@/lib/error-message'
import { formatCount } from '@/lib/format'
import { parseIccidList } from '@/lib/iccid-list'
import { RejectedIccids } from './rejected-iccids'

/**
 * Pasted ICCIDs -> into the group. Values that are not ICCIDs are listed with the rule they break and
 * nothing is sent until they are fixed; the answer says how many were added and why the others were not.
 */
export function AddProfilesDialog({ groupId, groupName }: { groupId: string; groupName: string }) {
  const { t } = useTranslation()
  const id = useId()
  const [open, setOpen] = useState(false)
  const [text, setText] = useState('')
  const [tried, setTried] = useState(false)
  const [result, setResult] = useState<SelectionResult | null>(null)
  const move = useMoveProfiles({ notify: false })
  const pasted = useMemo(() => parseIccidList(text), [text])
  const tooMany = pasted.valid.length > FLEET_SELECTION_MAX

  const fieldError = !tried
    ? undefined
    : pasted.invalid.length > 0
      ? t('groups.add.fixInvalid', { count: pasted.invalid.length })
      : pasted.valid.length === 0
        ? t('groups.add.none')
        : tooMany
          ? t('groups.add.tooMany', { max: formatCount(FLEET_SELECTION_MAX) })
          : undefined

  const onOpenChange = (next: boolean) => {
    setOpen(next)
    if (next) {
      setText('')
      setTried(false)
      setResult(null)
      move.reset()
    }
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (pasted.invalid.length > 0 || pasted.valid.length === 0 || tooMany) return
    move.mutate({ iccids: pasted.valid, groupId }, { onSuccess: setResult })
  }

  const again = () => {
    setText('')
    setTried(false)
    setResult(null)
    move.reset()
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Plus aria-hidden="true" />
          {t('groups.add.open')}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('groups.add.title', { name: groupName })}</DialogTitle>
          <DialogDescription>{t('groups.add.description')}</DialogDescription>
        </DialogHeader>
        {result ? (
          <div className="grid gap-4">
            <p role="status" className="font-medium text-foreground">
              {t('groups.add.added', { count: result.updated, formatted: formatCount(result.updated) })}
            </p>
            {result.failures.length > 0 ? (
              <RejectedIccids
                heading={t('groups.add.failures', { count: result.failures.length })}
                rejected={result.failures.map(({ iccid, reason }) => ({ value: iccid, reason }))}
              />
            ) : null}
            <DialogFooter>
              <Button variant="outline" onClick={again}>
                {t('groups.add.more')}
              </Button>
              <Button onClick={() => setOpen(false)}>{t('groups.add.done')}</Button>
            </DialogFooter>
          </div>
        ) : (
          <form noValidate className="grid gap-4" onSubmit={submit}>
            <div className="grid gap-2">
              <FormField
                id={`${id}-iccids`}
                label={t('groups.add.iccids')}
                hint={t('groups.add.hint', { max: formatCount(FLEET_SELECTION_MAX) })}
                error={fieldError}
                describedBy={`${id}-count${tried && pasted.invalid.length > 0 ? ` ${id}-invalid` : ''}`}
              >
                {(control) => (
                  <Textarea
                    {...control}
                    value={text}
                    onChange={(event) => setText(event.target.value)}
                    rows={8}
                    aria-required="true"
                    autoComplete="off"
                    spellCheck={false}
                    className="font-mono"
                  />
                )}
              </FormField>
              <p id={`${id}-count`} role="status" className="text-sm text-muted-foreground">
                {[
                  t('groups.add.count', {
                    count: pasted.valid.length,
                    formatted: formatCount(pasted.valid.length),
                  }),
                  pasted.duplicates > 0 ? t('groups.add.duplicates', { count: pasted.duplicates }) : null,
                  pasted.invalid.length > 0
                    ? t('groups.add.invalidCount', { count: pasted.invalid.length })
                    : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {tried && pasted.invalid.length > 0 ? (
                <RejectedIccids
                  id={`${id}-invalid`}
                  heading={t('groups.add.invalidHeading')}
                  rejected={pasted.invalid}
                />
              ) : null}
            </div>
            <FormDialogFooter
              submitLabel={t('groups.add.submit')}
              pending={move.isPending}
              onCancel={() => setOpen(false)}
              error={move.isError ? formErrorMessage(move.error) : null}
            />
          </form>
        )}
      </DialogContent>
    </Dialog>
  )
}
