/** What the board's commands act on, published by the mounted board page. */
export interface VmsBoardController {
  canResend(): boolean
  resend(): Promise<void>
  canToggle(): boolean
  toggle(): void
}

const mounted: VmsBoardController[] = []

export function registerBoard(controller: VmsBoardController): () => void {
  mounted.push(controller)
  return () => {
    const index = mounted.indexOf(controller)
    if (index >= 0) mounted.splice(index, 1)
  }
}

export const getActiveBoard = (): VmsBoardController | null => mounted[mounted.length - 1] ?? null
