/** A colour's hex code with a square of it (the code is what screen readers read). */
export function ColourSwatch({ colour }: { colour: string }) {
  return (
    <span className="inline-flex items-center gap-2 font-mono text-foreground">
      <span
        aria-hidden="true"
        className="size-4 rounded border border-input"
        style={{ backgroundColor: colour }}
      />
      {colour}
    </span>
  )
}
