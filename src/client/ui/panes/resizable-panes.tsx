import './workspace-panes.css'
import { useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Group, Panel, type PanelImperativeHandle, Separator, useDefaultLayout } from 'react-resizable-panels'
import { useRegisterCommands } from '../../commands/use-register-commands'
import { paneCommands } from './commands'
import { clearPaneFocus, focusInside, paneProps } from './pane-focus'
import { type PaneId, type PanesController, panesController } from './panes-controller'
import type { WorkspacePanesProps } from './workspace-panes'

type ResizablePanesProps = WorkspacePanesProps & {
  /** The pane that had the focus in the layout these panes replace (see workspace-panes.tsx). */
  focusOnMount?: PaneId | null
}

/**
 * The navigation, list and detail panes side by side (react-resizable-panels 4), each
 * resizable; the sizes the user drags are remembered per screen. Maximise collapses the
 * other panes, so the list keeps its rows and scroll position.
 */
export function ResizablePanes({
  storageId,
  listLabel,
  detailLabel,
  nav,
  navLabel,
  list,
  detail,
  onCloseDetail,
  focusOnMount,
}: ResizablePanesProps) {
  const { t } = useTranslation()
  const detailOpen = detail != null
  const hasNav = nav != null
  const layout = useDefaultLayout({
    id: `workspace-panes:${storageId}`,
    panelIds: [...(hasNav ? ['nav'] : []), 'list', ...(detailOpen ? ['detail'] : [])],
    storage: typeof localStorage === 'undefined' ? undefined : localStorage,
    // Maximise and restore are temporary: only sizes the user dragged are remembered.
    onlySaveAfterUserInteractions: true,
  })
  const panels = useRef<Record<PaneId, PanelImperativeHandle | null>>({ nav: null, list: null, detail: null })
  const elements = useRef<Record<PaneId, HTMLElement | null>>({ nav: null, list: null, detail: null })
  const [maximised, setMaximised] = useState<PaneId | null>(null)

  const live = useRef({ detailOpen, onCloseDetail, maximised })
  live.current = { detailOpen, onCloseDetail, maximised }

  const controller = useMemo<PanesController>(() => {
    const restore = () => {
      for (const panel of Object.values(panels.current)) panel?.expand()
      setMaximised(null)
      live.current.maximised = null
    }
    return {
      focusPane(pane) {
        if (live.current.maximised && live.current.maximised !== pane) restore()
        focusInside(elements.current[pane])
      },
      isDetailOpen: () => live.current.detailOpen,
      closeDetail() {
        if (!live.current.detailOpen) return
        if (live.current.maximised) restore()
        // Focus goes back to the list before the detail pane unmounts and takes focus with it.
        if (!elements.current.list?.contains(document.activeElement)) focusInside(elements.current.list)
        live.current.onCloseDetail?.()
      },
      toggleMaximise(pane) {
        if (live.current.maximised) return restore()
        if (!live.current.detailOpen && pane !== 'nav') return
        for (const [id, panel] of Object.entries(panels.current)) if (id !== pane) panel?.collapse()
        setMaximised(pane)
        live.current.maximised = pane
      },
    }
  }, [])

  panesController.usePublish(controller)
  useRegisterCommands(paneCommands)
  // A layout cleanup: it runs before the next screen's panes take the focus on mount, which a
  // passive one would undo (its list's keys went dead after a stage link to another screen).
  useLayoutEffect(() => clearPaneFocus, [])
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the layout these panes replaced had that focus.
  useLayoutEffect(() => {
    if (focusOnMount) focusInside(elements.current[focusOnMount])
  }, [])
  if (!detailOpen && maximised) setMaximised(null)

  const pane = (id: PaneId, label: string) => ({
    ref: (element: HTMLElement | null) => {
      elements.current[id] = element
    },
    ...paneProps(id, label, maximised === id),
  })
  const panelRef = (id: PaneId) => (handle: PanelImperativeHandle | null) => {
    panels.current[id] = handle
  }
  const separator = (
    <Separator className="workspace-panes-separator" aria-label={t('msp.v2.panes.separator')} />
  )

  return (
    <Group
      orientation="horizontal"
      className="workspace-panes"
      defaultLayout={layout.defaultLayout}
      onLayoutChanged={layout.onLayoutChanged}
    >
      {hasNav ? (
        <>
          <Panel
            id="nav"
            panelRef={panelRef('nav')}
            defaultSize={220}
            minSize={150}
            maxSize={420}
            collapsible
            collapsedSize={0}
          >
            <section {...pane('nav', navLabel ?? '')}>{nav}</section>
          </Panel>
          {separator}
        </>
      ) : null}
      <Panel id="list" panelRef={panelRef('list')} minSize={280} collapsible collapsedSize={0}>
        <section {...pane('list', listLabel)}>{list}</section>
      </Panel>
      {detailOpen ? (
        <>
          {separator}
          <Panel
            id="detail"
            panelRef={panelRef('detail')}
            minSize={280}
            defaultSize="40%"
            collapsible
            collapsedSize={0}
          >
            <section {...pane('detail', detailLabel)}>{detail}</section>
          </Panel>
        </>
      ) : null}
    </Group>
  )
}
