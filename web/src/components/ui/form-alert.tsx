import { CircleAlert, CircleCheck } from 'lucide-react'
import type { ReactNode } from 'react'
import { Alert, AlertDescription, AlertTitle } from './alert'

type FormAlertProps = {
  id?: string
  title?: ReactNode
  children: ReactNode
  variant?: 'error' | 'success'
}

/** The message of a whole form: a failure the fields cannot show, or the confirmation that it worked. */
export function FormAlert({ id, title, children, variant = 'error' }: FormAlertProps) {
  const Icon = variant === 'error' ? CircleAlert : CircleCheck
  return (
    <Alert
      id={id}
      variant={variant === 'error' ? 'destructive' : 'default'}
      role={variant === 'error' ? 'alert' : 'status'}
    >
      <Icon aria-hidden="true" />
      {title ? <AlertTitle>{title}</AlertTitle> : null}
      <AlertDescription>{children}</AlertDescription>
    </Alert>
  )
}
