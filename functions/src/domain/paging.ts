/** One page of a list already read whole (small lists: groups, blocks, pushes, campaigns). */
export function pageOf<T>(items: T[], page: { pageNum: number; pageSize: number }) {
  const start = (page.pageNum - 1) * page.pageSize
  return {
    list: items.slice(start, start + page.pageSize),
    total: items.length,
    pageNum: page.pageNum,
    pageSize: page.pageSize,
  }
}
