import { FileUp, X } from 'lucide-react'
import { type DragEvent, type ReactNode, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatFileSize } from '@/lib/format'
import { cn } from '@/lib/utils'
import { Button, buttonVariants } from './button'

type FileDropZoneProps = {
  id?: string
  label: ReactNode
  /** The extensions accepted, such as ['.csv', '.xlsx']; the file input offers only those. */
  accept: readonly string[]
  file: File | null
  onFile: (file: File | null) => void
  hint?: ReactNode
  error?: string | undefined
  disabled?: boolean
}

/**
 * A file input that also takes a file dropped on it. The real input stays in the page (visually hidden,
 * focusable), so keyboard and screen reader users choose the file the usual way.
 */
export function FileDropZone({ id, label, accept, file, onFile, hint, error, disabled }: FileDropZoneProps) {
  const { t } = useTranslation()
  const generated = useId()
  const inputId = id ?? generated
  const input = useRef<HTMLInputElement>(null)
  const [over, setOver] = useState(false)
  const hintId = hint ? `${inputId}-hint` : undefined
  const errorId = error ? `${inputId}-error` : undefined

  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setOver(false)
    if (disabled) return
    const dropped = event.dataTransfer.files[0]
    if (dropped) onFile(dropped)
  }

  return (
    <div data-slot="file-drop-zone" className="grid gap-2">
      <label htmlFor={inputId} className="font-medium text-sm text-foreground">
        {label}
      </label>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer shortcut; the file input inside is the way for everyone */}
      <div
        onDragOver={(event) => {
          event.preventDefault()
          if (!disabled) setOver(true)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed bg-card px-4 py-6 text-center transition-colors',
          'has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/40',
          over ? 'border-primary bg-primary/5' : error ? 'border-destructive' : 'border-input',
        )}
      >
        <FileUp aria-hidden="true" className="size-8 text-muted-foreground/70" />
        {file ? (
          <div className="flex flex-wrap items-center justify-center gap-2 text-sm">
            <span className="font-medium text-foreground">{file.name}</span>
            <span className="text-muted-foreground">({formatFileSize(file.size)})</span>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={disabled}
              onClick={() => {
                onFile(null)
                if (input.current) input.current.value = ''
              }}
            >
              <X aria-hidden="true" />
              {t('fileDrop.remove')}
            </Button>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">{t('fileDrop.prompt')}</p>
        )}
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={accept.join(',')}
          disabled={disabled}
          aria-invalid={Boolean(error)}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          className="sr-only"
          onChange={(event) => onFile(event.target.files?.[0] ?? null)}
        />
        {/* For the pointer only: keyboard users reach the input itself, which opens the same picker. */}
        <span
          aria-hidden="true"
          onClick={() => input.current?.click()}
          className={buttonVariants({ variant: 'outline', size: 'sm', className: 'cursor-pointer' })}
        >
          {t('fileDrop.choose')}
        </span>
      </div>
      {hint ? (
        <div id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  )
}
