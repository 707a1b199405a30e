import type { VmsApplication, VmsInterview, VmsOffer } from '../../../../shared/contracts/vms'
import { screenController } from '../../../commands/screen-controller'

export type PanelItem = { kind: 'interview'; item: VmsInterview } | { kind: 'offer'; item: VmsOffer }

/**
 * What the VMS commands act on in an application's detail (the "Client" tab), published by
 * the mounted tab: its data, the item the user is on (or the first open one) and the talent.
 */
export interface VmsPanelController {
  data(): VmsApplication
  talentName(): string
  /** The focused interview or offer; else the open offer, else the open interview. */
  current(): PanelItem | null
  refresh(): Promise<void>
}

/** The mounted Client tab, published while it shows (commands/screen-controller.ts). */
export const vmsPanelController = screenController<VmsPanelController>()

/** The first item the talent still has to answer: an offer before an interview. */
export function firstOpen(data: VmsApplication): PanelItem | null {
  const offer = data.offers.find((o) => o.answerable)
  if (offer) return { kind: 'offer', item: offer }
  const interview = data.interviews.find((i) => i.answerable)
  return interview ? { kind: 'interview', item: interview } : null
}
