import { defineCommand } from '../commands/registry'
import { currentDensity, DENSITIES, setDensity } from './density'

/** "Density: compact" / "Density: comfortable" in the palette; the other one is offered. */
export const densityCommands = DENSITIES.map((density) =>
  defineCommand({
    id: `display.density.${density}`,
    titleKey: `msp.v2.display.command.density.${density}`,
    group: 'general',
    keywords: ['density', 'rows', 'display', density],
    when: () => currentDensity() !== density,
    run: () => setDensity(density),
  }),
)
