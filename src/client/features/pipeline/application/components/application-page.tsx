import { getDefaultStore } from 'jotai'
import { useEffect } from 'react'
import { useLoaderData, useLocation } from 'react-router'
import { focusedPaneAtom } from '../../../../commands/command-context'
import type { applicationLoader } from '../application-loader'
import { ApplicationDetail } from './application-detail'

/** Set by links from a project view (the pipeline), which makes this a recorded view (§2). */
export type ApplicationPageState = { fromProject?: boolean }

/**
 * /application/:appId: the detail full width. The page is one big detail pane, so it claims
 * the 'detail' command scope while mounted and the detail's keys work without a pane.
 */
export function ApplicationPage() {
  const { appId } = useLoaderData<typeof applicationLoader>()
  const location = useLocation()
  const fromProject = (location.state as ApplicationPageState | null)?.fromProject === true
  useEffect(() => {
    const store = getDefaultStore()
    store.set(focusedPaneAtom, 'detail')
    return () => {
      if (store.get(focusedPaneAtom) === 'detail') store.set(focusedPaneAtom, null)
    }
  }, [])
  return <ApplicationDetail appId={appId} recordView={fromProject} />
}
