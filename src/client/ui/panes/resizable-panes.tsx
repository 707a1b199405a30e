import './workspace-panes.css'
import { getDefaultStore } from 'jotai'
import { type FocusEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Group, Panel, type PanelImperativeHandle, Separator, useDefaultLayout } from 'react-resizable-panels'
import { focusedPaneAtom } from '../../commands/command-context'
import { useRegisterCommands } from '../../commands/use-register-commands'
import { paneCommands } from './commands'
import { type PaneId, type PanesController, registerPanes } from './panes-controller'

export type WorkspacePanesProps = {
  /** Remembers the pane sizes of this screen (localStorage), e.g. 'talent-search'. */
  storageId: string
  listLabel: string
  detailLabel: string
  list: ReactNode
  /** The detail pane's content; null or undefined closes the pane. */
  detail?: ReactNode
  onCloseDetail?: () => void
}

const store = getDefaultStore()
/** In priority order: the pane's grid first, then a marked element, then anything focusable. */
const FOCUS_TARGETS = [
  '[role="grid"]',
  '[data-pane-autofocus]',
  'button, [href], input, select, textarea, [tabindex="0"]',
]

/** Focus that leaves for the palette (a dialog) or the page background keeps the pane's keys working. */
function leavesPanes(event: FocusEvent): boolean {
  const next = event.relatedTarget as HTMLElement | null
  return !!next && !next.closest('[data-pane]') && !next.closest('[role="dialog"], [role="alertdialog"]')
}

function focusInside(element: HTMLElement | null) {
  if (!element) return
  const target =
    FOCUS_TARGETS.map((selector) => element.querySelector<HTMLElement>(selector)).find(Boolean) ?? element
  target.focus({ preventScroll: true })
}

/**
 * List and detail side by side (react-resizable-panels 4). Each pane publishes itself to
 * `focusedPaneAtom` while it holds focus, which scopes the shortcut binder to it. Maximise
 * collapses the other pane, so the list keeps its rows and scroll position.
 */
export function WorkspacePanes({
  storageId,
  listLabel,
  detailLabel,
  list,
  detail,
  onCloseDetail,
}: WorkspacePanesProps) {
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

  useEffect(() => registerPanes(controller), [controller])
  useRegisterCommands(paneCommands)
  useEffect(
    () => () => {
      const pane = store.get(focusedPaneAtom)
      if (pane === 'list' || pane === 'detail') store.set(focusedPaneAtom, null)
    },
    [],
  )
  if (!detailOpen && maximised) setMaximised(null)

  const paneProps = (pane: PaneId, label: string) => ({
    'data-pane': pane,
    'data-maximised': maximised === pane || undefined,
    'aria-label': label,
    className: 'workspace-pane',
    tabIndex: -1,
    onFocus: () => {
      if (store.get(focusedPaneAtom) !== pane) store.set(focusedPaneAtom, pane)
    },
    onBlur: (event: FocusEvent) => {
      if (leavesPanes(event) && store.get(focusedPaneAtom) === pane) store.set(focusedPaneAtom, null)
    },
  })

  return (
    <Group
      orientation="horizontal"
      className="workspace-panes"
      defaultLayout={layout.defaultLayout}
      onLayoutChanged={layout.onLayoutChanged}
    >
      <Panel id="list" panelRef={listPanel} minSize={280} collapsible collapsedSize={0}>
        <section ref={listElement} {...paneProps('list', listLabel)}>
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
            <section ref={detailElement} {...paneProps('detail', detailLabel)}>
              {detail}
            </section>
          </Panel>
        </>
      ) : null}
    </Group>
  )
}
