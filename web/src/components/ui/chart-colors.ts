/** The charts' palette, in the order series take it: the theme's `--chart-n` variables (the dark theme redefines them). */
export const CHART_COLORS = [1, 2, 3, 4, 5, 6].map((n) => `var(--chart-${n})`)
