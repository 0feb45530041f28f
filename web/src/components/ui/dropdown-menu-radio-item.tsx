import { Circle } from 'lucide-react'
import { DropdownMenu as DropdownMenuPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'

/** A group of menu items of which one is chosen (role group of menuitemradio): arrow keys move, Enter picks. */
export const DropdownMenuRadioGroup = DropdownMenuPrimitive.RadioGroup

/**
 * One choice of a DropdownMenuRadioGroup, with a dot when chosen. Laid out as DropdownMenuCheckboxItem is, on
 * purpose (shadcn/ui's pair): each wraps its own Radix primitive, with its own role, indicator and props
 * type; a component generic over both would be harder to read than the 20 lines it saves.
 */
export function DropdownMenuRadioItem({
  className,
  children,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.RadioItem>) {
  return (
    <DropdownMenuPrimitive.RadioItem
      data-slot="dropdown-menu-radio-item"
      className={cn(
        'relative flex cursor-default select-none items-center gap-2 rounded-sm py-1.5 pr-2 pl-8 text-sm outline-none',
        'data-[highlighted]:bg-accent data-[disabled]:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
        className,
      )}
      {...props}
    >
      <span className="absolute left-2 flex size-4 items-center justify-center">
        <DropdownMenuPrimitive.ItemIndicator>
          <Circle aria-hidden="true" className="size-2 fill-current" />
        </DropdownMenuPrimitive.ItemIndicator>
      </span>
      {children}
    </DropdownMenuPrimitive.RadioItem>
  )
}
