import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'
import type { BrandView } from '../brand'

type BrandMarkProps = ComponentProps<'div'> & { brand: BrandView }

/** The brand's icon beside its name. The icon is decorative: the name is the text next to it. */
export function BrandMark({ brand, className, ...props }: BrandMarkProps) {
  return (
    <div data-slot="brand-mark" className={cn('flex items-center gap-3', className)} {...props}>
      <img src={brand.iconUrl} alt="" width={40} height={40} className="size-10 rounded-lg object-contain" />
      <span className="font-semibold text-lg text-foreground tracking-tight">{brand.appName}</span>
    </div>
  )
}
