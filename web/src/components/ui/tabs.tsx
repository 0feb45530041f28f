import { Tabs as TabsPrimitive } from 'radix-ui'
import type { ComponentProps, ComponentType, ReactNode } from 'react'
import { cn } from '@/lib/utils'

/** Radix tabs: arrow keys move between tabs, Tab moves into the panel. */
export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root data-slot="tabs" className={cn('grid gap-5', className)} {...props} />
}

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cn(
        'inline-flex w-full max-w-full items-center gap-1 overflow-x-auto rounded-lg bg-accent p-1 sm:w-fit',
        className,
      )}
      {...props}
    />
  )
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        'inline-flex h-9 flex-1 items-center justify-center gap-2 whitespace-nowrap rounded-md px-3 font-medium text-sm text-muted-foreground outline-none transition-colors sm:flex-none',
        'hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/40',
        'data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        '[&_svg]:size-4 [&_svg]:shrink-0',
        className,
      )}
      {...props}
    />
  )
}

/** One tab of a `TabsBar`: its value, its words and, if it has one, its icon (hidden from screen readers). */
export type TabItem = {
  value: string
  label: ReactNode
  icon?: ComponentType<{ 'aria-hidden'?: boolean | 'true' }>
}

/** A named tab list drawn from a list of tabs: the shape every tabbed screen repeats. */
export function TabsBar({
  label,
  tabs,
  ...props
}: { label: string; tabs: readonly TabItem[] } & ComponentProps<typeof TabsList>) {
  return (
    <TabsList aria-label={label} {...props}>
      {tabs.map(({ value, label: words, icon: Icon }) => (
        <TabsTrigger key={value} value={value}>
          {Icon ? <Icon aria-hidden="true" /> : null}
          {words}
        </TabsTrigger>
      ))}
    </TabsList>
  )
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn('outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40', className)}
      {...props}
    />
  )
}
