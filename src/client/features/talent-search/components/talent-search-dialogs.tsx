import { useQuery } from '@tanstack/react-query'
import { useAtom } from 'jotai'
import { useSearchParams } from 'react-router'
import type {
  TalentFilterKey,
  TalentFilterValue,
  TalentSearchState,
} from '../../../../shared/domain/talent-search'
import { projectBesideQuery } from '../api'
import { PROJECT_PARAM, talentSearchDialogAtom } from '../commands'
import { OpenBucketDialog, SaveBucketDialog } from './bucket-dialogs'
import { BulkDialog } from './bulk-dialog'
import { FilterDialog } from './filter-dialog'
import { ProjectPickerDialog } from './project-picker-dialog'

export type TalentSearchDialogsProps = {
  state: TalentSearchState
  projectId: number | null
  /** Applies a filter; `replacing` is the key of the filter it replaces (editing). */
  onApplyFilter: (filter: TalentFilterValue, replacing?: TalentFilterKey) => void
}

/** The one dialog the talent search's commands asked for (talentSearchDialogAtom). */
export function TalentSearchDialogs({ state, projectId, onApplyFilter }: TalentSearchDialogsProps) {
  const [dialog, setDialog] = useAtom(talentSearchDialogAtom)
  const [, setParams] = useSearchParams()
  const project = useQuery({ ...projectBesideQuery(projectId ?? 0), enabled: projectId !== null })
  const close = () => setDialog(null)
  if (!dialog) return null
  switch (dialog.kind) {
    case 'filter': {
      const initial = dialog.field ? state.filters.find((f) => f.field === dialog.field) : undefined
      return (
        <FilterDialog
          initial={initial}
          onClose={close}
          onApply={(filter) => {
            close()
            onApplyFilter(filter, initial?.field)
          }}
        />
      )
    }
    case 'bucketSave':
      return <SaveBucketDialog mode={dialog.mode} ids={dialog.ids} onClose={close} />
    case 'bucketOpen':
      return <OpenBucketDialog onClose={close} />
    case 'project':
      return (
        <ProjectPickerDialog
          onClose={close}
          onPick={(id) => {
            close()
            setParams((p) => {
              const copy = new URLSearchParams(p)
              copy.set(PROJECT_PARAM, String(id))
              return copy
            })
          }}
        />
      )
    case 'bulk':
      return (
        <BulkDialog
          action={dialog.action}
          talents={dialog.talents}
          project={project.data && projectId ? { id: projectId, title: project.data.title } : null}
          onClose={close}
        />
      )
  }
}
