import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { RegenerateOutcome } from '@/api/generation'
import { Badge } from '@/components/ui/badge'
import { CopyButton } from '@/components/ui/copy-button'
import { Pagination } from '@/components/ui/pagination'
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { regenerateReasonKey } from '../regenerate-reason'

/** Each ICCID sent, in the order sent: its new AC to copy, or why it was refused; paged, up to 1000 rows. */
export function RegenerateTable({ outcomes }: { outcomes: RegenerateOutcome[] }) {
  const { t } = useTranslation()
  const [pageNum, setPageNum] = useState(1)
  const [pageSize, setPageSize] = useState(10)
  const shown = outcomes.slice((pageNum - 1) * pageSize, pageNum * pageSize)
  const reason = (text: string) => {
    const known = regenerateReasonKey(text)
    return known ? t(known.key, known.values) : text
  }

  return (
    <div className="grid gap-3">
      <Table>
        <TableCaption className="sr-only">{t('generate.regenerate.result.caption')}</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead scope="col">{t('generate.regenerate.result.iccid')}</TableHead>
            <TableHead scope="col">{t('generate.regenerate.result.outcome')}</TableHead>
            <TableHead scope="col">{t('generate.regenerate.result.acOrReason')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {shown.map((outcome) => (
            <TableRow key={outcome.iccid}>
              <TableCell className="font-mono text-xs">{outcome.iccid}</TableCell>
              <TableCell>
                <Badge variant={outcome.ok ? 'success' : 'destructive'}>
                  {t(`generate.regenerate.result.${outcome.ok ? 'renewed' : 'refused'}`)}
                </Badge>
              </TableCell>
              <TableCell>
                {outcome.ok ? (
                  <div className="grid justify-items-start gap-1.5">
                    <code className="break-all font-mono text-xs text-foreground">{outcome.ac}</code>
                    <CopyButton
                      text={outcome.ac}
                      label={
                        <>
                          {t('generate.regenerate.result.copy')}{' '}
                          <span className="sr-only">
                            {t('generate.regenerate.result.copyOf', { iccid: outcome.iccid })}
                          </span>
                        </>
                      }
                    />
                  </div>
                ) : (
                  <span className="text-destructive">{reason(outcome.reason)}</span>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Pagination
        pageNum={pageNum}
        pageSize={pageSize}
        total={outcomes.length}
        onPageChange={setPageNum}
        onPageSizeChange={(size) => {
          setPageSize(size)
          setPageNum(1)
        }}
        label={t('generate.regenerate.result.pages')}
      />
    </div>
  )
}
