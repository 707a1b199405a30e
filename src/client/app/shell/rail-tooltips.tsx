import { Tooltip } from '@radix-ui/themes'
import { Tooltip as TooltipPrimitive } from 'radix-ui'
import type { ReactElement, ReactNode } from 'react'

/*
 * The rail's tooltips and their provider: the root theme has none (src/build/radix-themes-root.ts),
 * so the tooltip machinery loads on idle with the rail instead of in every route's first chunk.
 */
export function RailTooltipProvider({ children }: { children: ReactNode }) {
  return <TooltipPrimitive.Provider delayDuration={200}>{children}</TooltipPrimitive.Provider>
}

export function RailTooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip content={label} side="right">
      {children}
    </Tooltip>
  )
}
