import '@/locales/operations'
import { BlockListPage } from '@/features/block-list/components/block-list-page'

/** `setting/block`: the block list (Block_View). */
export function BlockRoute() {
  return <BlockListPage />
}
