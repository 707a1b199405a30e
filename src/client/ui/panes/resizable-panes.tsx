import './workspace-panes.css'
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
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
 * List and detail side by side (react-resizable-panels 4). Maximise collapses the other
 * pane, so the list keeps its rows and scroll position.
 */
export function ResizablePanes({
  storageId,
  listLabel,
  detailLabel,
  list,
  detail,
  onCloseDetail,
  focusOnMount,
}: ResizablePanesProps) {
  const { t } = useTranslation()
  const detailOpen = detail != null
  const layout = useDefaultLayout({
    id: `workspace-panes:${storageId}`,
    panelIds: detailOpen ? ['list', 'detail'] : ['list'],
    storage: typeof localStorage === 'undefined' ? undefined : localStorage,
    // Maximise and restore are temporary: only sizes the user dragged are remembered.
    onlySaveAfterUserInteractions: true,
  })
  const listPanel = useRef<PanelImperativeHandle | null>(null)
  const detailPanel = useRef<PanelImperativeHandle | null>(null)
  const listElement = useRef<HTMLElement | null>(null)
  const detailElement = useRef<HTMLElement | null>(null)
  const [maximised, setMaximised] = useState<PaneId | null>(null)

  const live = useRef({ detailOpen, onCloseDetail, maximised })
  live.current = { detailOpen, onCloseDetail, maximised }

  const controller = useMemo<PanesController>(() => {
    const restore = () => {
      listPanel.current?.expand()
      detailPanel.current?.expand()
      setMaximised(null)
      live.current.maximised = null
    }
    return {
      focusPane(pane) {
        if (live.current.maximised && live.current.maximised !== pane) restore()
        focusInside(pane === 'list' ? listElement.current : detailElement.current)
      },
      isDetailOpen: () => live.current.detailOpen,
      closeDetail() {
        if (!live.current.detailOpen) return
        if (live.current.maximised) restore()
        // Focus goes back to the list before the detail pane unmounts and takes focus with it.
        if (!listElement.current?.contains(document.activeElement)) focusInside(listElement.current)
        live.current.onCloseDetail?.()
      },
      toggleMaximise(pane) {
        if (live.current.maximised) return restore()
        if (!live.current.detailOpen) return
        const other = pane === 'list' ? detailPanel.current : listPanel.current
        other?.collapse()
        setMaximised(pane)
        live.current.maximised = pane
      },
    }
  }, [])

  panesController.usePublish(controller)
  useRegisterCommands(paneCommands)
  useEffect(() => clearPaneFocus, [])
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the layout these panes replaced had that focus.
  useLayoutEffect(() => {
    if (focusOnMount) focusInside(focusOnMount === 'list' ? listElement.current : detailElement.current)
  }, [])
  if (!detailOpen && maximised) setMaximised(null)

  return (
    <Group
      orientation="horizontal"
      className="workspace-panes"
      defaultLayout={layout.defaultLayout}
      onLayoutChanged={layout.onLayoutChanged}
    >
      <Panel id="list" panelRef={listPanel} minSize={280} collapsible collapsedSize={0}>
        <section ref={listElement} {...paneProps('list', listLabel, maximised === 'list')}>
          {list}
        </section>
      </Panel>
      {detailOpen ? (
        <>
          <Separator className="workspace-panes-separator" aria-label={t('msp.v2.panes.separator')} />
          <Panel
            id="detail"
            panelRef={detailPanel}
            minSize={280}
            defaultSize="40%"
            collapsible
            collapsedSize={0}
          >
            <section ref={detailElement} {...paneProps('detail', detailLabel, maximised === 'detail')}>
              {detail}
            </section>
          </Panel>
        </>
      ) : null}
    </Group>
  )
}
