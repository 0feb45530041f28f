import { DEFAULT_FLEET_COLUMNS, FLEET_COLUMNS, type FleetColumn } from '@simlessly/shared'
import { Columns3, RotateCcw } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { DropdownMenuCheckboxItem } from '@/components/ui/dropdown-menu-checkbox-item'
import { useSaveFleetColumns } from '../api/fleet-columns'
import { FIXED_COLUMN, isDefaultColumns, toggleColumn } from '../column-config'

/**
 * Which columns the fleet shows: a menu of checkboxes that stays open while several are switched. Each
 * change is saved to the user's behaviour config, so the choice follows the user to the next visit.
 */
export function ColumnChooser({ columns }: { columns: readonly FleetColumn[] }) {
  const { t } = useTranslation()
  const save = useSaveFleetColumns()

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">
          <Columns3 aria-hidden="true" />
          {t('fleet.columnChooser.button')}
        </Button>
      </DropdownMenuTrigger>
      {/* Two columns, so that all of them fit without a scrolling menu. */}
      <DropdownMenuContent align="end" collisionPadding={8} className="grid grid-cols-2 gap-x-2">
        <DropdownMenuLabel className="col-span-2 font-medium">
          {t('fleet.columnChooser.label')}
        </DropdownMenuLabel>
        {FLEET_COLUMNS.map((column) => (
          <DropdownMenuCheckboxItem
            key={column}
            checked={columns.includes(column)}
            disabled={column === FIXED_COLUMN}
            onSelect={(event) => event.preventDefault()}
            onCheckedChange={(checked) => save.mutate(toggleColumn(columns, column, checked === true))}
          >
            {t(`fleet.columns.${column}`)}
          </DropdownMenuCheckboxItem>
        ))}
        <DropdownMenuSeparator className="col-span-2" />
        <DropdownMenuItem
          className="col-span-2"
          disabled={isDefaultColumns(columns)}
          onSelect={() => save.mutate([...DEFAULT_FLEET_COLUMNS])}
        >
          <RotateCcw aria-hidden="true" />
          {t('fleet.columnChooser.reset')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
