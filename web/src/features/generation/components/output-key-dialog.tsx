import { Upload } from 'lucide-react'
import { type ChangeEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSetOutputKey } from '@/api/generation'
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
import { FormAlert } from '@/components/ui/form-alert'
import { Label } from '@/components/ui/label'
import { Spinner } from '@/components/ui/spinner'
import { Textarea } from '@/components/ui/textarea'
import { formErrorMessage } from '@/lib/error-message'
import { notifications } from '@/lib/notifications'

const ARMORED = /-----BEGIN PGP PUBLIC KEY BLOCK-----[\s\S]+-----END PGP PUBLIC KEY BLOCK-----/

/** Upload of the enterprise's armored public key, pasted or read from a file. */
export function OutputKeyDialog({ replacing }: { replacing: boolean }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [text, setText] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const upload = useSetOutputKey()
  const textId = useId()
  const fileId = useId()

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    if (file) setText(await file.text())
  }
  const submit = () => {
    if (!ARMORED.test(text)) {
      setProblem(t('generate.outputKey.notArmored'))
      return
    }
    setProblem(null)
    upload.mutate(text.trim(), {
      onSuccess: () => {
        setOpen(false)
        notifications.notify(t('generate.outputKey.saved'), { variant: 'success' })
      },
    })
  }
  const message = problem ?? (upload.isError ? formErrorMessage(upload.error) : null)

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) {
          setText('')
          setProblem(null)
          upload.reset()
        }
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm">
          <Upload aria-hidden="true" />
          {replacing ? t('generate.outputKey.replace') : t('generate.outputKey.upload')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('generate.outputKey.dialogTitle')}</DialogTitle>
          <DialogDescription>{t('generate.outputKey.dialogBody')}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={textId}>{t('generate.outputKey.paste')}</Label>
          <Textarea
            id={textId}
            value={text}
            onChange={(event) => setText(event.target.value)}
            rows={8}
            spellCheck={false}
            className="font-mono text-xs"
            placeholder="-----BEGIN PGP PUBLIC KEY BLOCK-----"
            aria-invalid={Boolean(message)}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={fileId}>{t('generate.outputKey.file')}</Label>
          <input
            id={fileId}
            type="file"
            accept=".asc,.pgp,.gpg,.txt,.key"
            onChange={(event) => void onFile(event)}
            className="text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-card file:px-3 file:py-1.5 file:font-medium file:text-sm"
          />
        </div>
        {message ? <FormAlert>{message}</FormAlert> : null}
        <DialogFooter>
          <Button type="button" onClick={submit} disabled={upload.isPending || text.trim() === ''}>
            {upload.isPending ? <Spinner /> : null}
            {t('generate.outputKey.save')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
