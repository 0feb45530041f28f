import { z } from 'zod'

/** A page of a list, as every list screen shows it: the rows, the total, and where the page is. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
  })
}
