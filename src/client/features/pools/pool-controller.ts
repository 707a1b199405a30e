/**
 * The mounted pool page's state for its commands (the registry's commands are module-level,
 * the page registers them while mounted): the focused member, the selection, the actions.
 */
export interface PoolPageController {
  canManage: () => boolean
  /** Membership ids the action applies to: the selection, or the focused pending member. */
  targets: () => number[]
  move: (delta: number) => void
  toggleFocused: () => void
  change: (action: 'accept' | 'deny') => Promise<void>
}

let active: PoolPageController | null = null

export function registerPoolPage(controller: PoolPageController): () => void {
  active = controller
  return () => {
    if (active === controller) active = null
  }
}

export const getActivePoolPage = () => active
