/**
 * A public route of the brand in use: the public routes end with the optional `{sys}` brand segment, and
 * every link between them keeps it so the visitor stays in the same brand.
 */
export function publicPath(base: string, sys: string | undefined): string {
  return sys ? `${base}/${encodeURIComponent(sys)}` : base
}
