import { screenController } from '../../../commands/screen-controller'

/** What the board's commands act on, published by the mounted board page. */
export interface VmsBoardController {
  canResend(): boolean
  resend(): Promise<void>
  canToggle(): boolean
  toggle(): void
}

/** The mounted board, published while it shows (commands/screen-controller.ts). */
export const vmsBoardController = screenController<VmsBoardController>()
