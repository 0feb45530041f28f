import { ListChecks, RotateCcw } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Permission } from '@/components/permission'
import { Button, buttonVariants } from '@/components/ui/button'

type BatchNextStepsProps = { logsLabel: string; againLabel: string; onAgain: () => void }

/** What to do after a batch: read it in the generation logs (for those who may), or start another. */
export function BatchNextSteps({ logsLabel, againLabel, onAgain }: BatchNextStepsProps) {
  return (
    <div className="flex flex-wrap gap-3">
      <Permission id="Generate_AC_Log_View">
        <Link to="/logs?view=generate-ac" className={buttonVariants({ variant: 'outline' })}>
          <ListChecks aria-hidden="true" />
          {logsLabel}
        </Link>
      </Permission>
      <Button type="button" variant="outline" onClick={onAgain}>
        <RotateCcw aria-hidden="true" />
        {againLabel}
      </Button>
    </div>
  )
}
