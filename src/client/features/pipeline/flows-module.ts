import { lazyModule, useLazyModule } from '../../commands/lazy-module'
import { useHoldKeys } from '../../commands/use-hold-keys'

/** The pipeline commands' runs (flows.ts), loaded beside the screen that registers them. */
export const flowsModule = lazyModule(() => import('./flows'))

type Flows = Awaited<ReturnType<typeof flowsModule.load>>

/**
 * Runs `use` with the flows: in the same call when they are loaded (a screen keeps the keys
 * until they are, `useFlows`), so a command reads its targets the moment its key is pressed;
 * else (a click in the first moments) once they arrive.
 */
export async function withFlows<T>(use: (flows: Flows) => T | Promise<T>): Promise<T> {
  return use(flowsModule.current() ?? (await flowsModule.load()))
}

/** Loads the flows with the screen and keeps the keys typed meanwhile (key-queue.ts). */
export function useFlows(): void {
  useHoldKeys(!useLazyModule(flowsModule, true))
}
