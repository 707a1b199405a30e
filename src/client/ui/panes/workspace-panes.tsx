import './workspace-panes.css'
import { type ReactNode, useLayoutEffect, useRef } from 'react'
import { useLazyModule } from '../../commands/lazy-module'
import { listModule } from '../data-table/table-module'
import { focusedPaneIn, focusInside, paneProps } from './pane-focus'
import type { PaneId } from './panes-controller'

export type WorkspacePanesProps = {
  /** Remembers the pane sizes of this screen (localStorage), e.g. 'talent-search'. */
  storageId: string
  listLabel: string
  detailLabel: string
  /** A navigation pane left of the list (the pipeline's stage menu), resizable like the others. */
  nav?: ReactNode
  navLabel?: string
  list: ReactNode
  /** The detail pane's content; null or undefined closes the pane. */
  detail?: ReactNode
  onCloseDetail?: () => void
}

/**
 * List and detail side by side (and a navigation pane before them). The resizable panes (react-resizable-panels, ~17 KB gzip)
 * arrive with the table's code (`listModule`): until then the panes stand in a plain row,
 * which is all a screen shows before its table can render rows. The switch happens in the
 * same render as the table's, and the pane that had the focus gets it back.
 */
export function WorkspacePanes(props: WorkspacePanesProps) {
  const loaded = useLazyModule(listModule, true)
  const plain = useRef<HTMLDivElement>(null)
  const handOver = useRef<PaneId | null | undefined>(undefined)
  // In the commit, before kept keys run (key-queue.ts): they act on the list.
  useLayoutEffect(() => {
    // Arriving on the screen with nothing focused (g-keys, a link, the palette): the list's keys
    // work at once. The stand-in's grid hands its focus on to the loaded table.
    if (plain.current && nothingFocused())
      focusInside(plain.current.querySelector<HTMLElement>('[data-pane="list"]'))
  }, [])
  if (loaded) {
    if (handOver.current === undefined)
      handOver.current = plain.current ? focusedPaneIn(plain.current) : nothingFocused() ? 'list' : null
    const { ResizablePanes } = loaded
    return <ResizablePanes {...props} focusOnMount={handOver.current} />
  }
  return (
    <div ref={plain} className="workspace-panes workspace-panes-plain">
      {props.nav != null ? (
        <section {...paneProps('nav', props.navLabel ?? '')} data-plain-nav>
          {props.nav}
        </section>
      ) : null}
      <section {...paneProps('list', props.listLabel)}>{props.list}</section>
      {props.detail != null ? (
        <section {...paneProps('detail', props.detailLabel)} data-plain-detail>
          {props.detail}
        </section>
      ) : null}
    </div>
  )
}

function nothingFocused(): boolean {
  return !document.activeElement || document.activeElement === document.body
}
