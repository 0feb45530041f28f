/** A colour's hex code with a square of it (the code is what screen readers read). */
export function ColourSwatch({ colour }: { colour: string }) {
  return (
    <span className="inline-flex items-center gap-2 font-mono text-zinc-900">
      <span
        aria-hidden="true"
        className="size-4 rounded border border-zinc-300"
        style={{ backgroundColor: colour }}
      />
      {colour}
    </span>
  )
}
