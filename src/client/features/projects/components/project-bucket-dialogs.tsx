import { useQuery } from '@tanstack/react-query'
import { useAtom } from 'jotai'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { savedProjectQuery } from '../../../../shared/domain/project-search'
import { NameBucketDialog, OpenBucketList } from '../../../ui/bucket-dialogs'
import { deleteProjectBucket, projectBucketsQuery, saveProjectBucket } from '../api'
import { projectBucketDialogAtom } from '../commands'

const saveKeys = {
  name: 'msp.v2.projects.bucket.name',
  cancel: 'msp.v2.projects.bucket.cancel',
  save: 'msp.v2.projects.bucket.save',
  saved: 'msp.v2.projects.bucket.saved',
}

const openKeys = {
  title: 'msp.v2.projects.command.bucket.open',
  hint: 'msp.v2.projects.bucket.open.hint',
  loading: 'msp.v2.projects.bucket.loading',
  filter: 'msp.v2.projects.bucket.filter',
  empty: 'msp.v2.projects.bucket.empty',
  kindSelection: 'msp.v2.projects.bucket.kind.selection',
  kindBucket: 'msp.v2.projects.bucket.kind.bucket',
  deleted: 'msp.v2.projects.bucket.deleted',
}

/** The §2 search-bucket dialogs of the project list, opened by the projects.bucket.* commands. */
export function ProjectBucketDialogs() {
  const [dialog, setDialog] = useAtom(projectBucketDialogAtom)
  if (!dialog) return null
  const close = () => setDialog(null)
  return dialog.kind === 'open' ? (
    <OpenDialog onClose={close} />
  ) : (
    <SaveDialog mode={dialog.mode} ids={dialog.ids} onClose={close} />
  )
}

function SaveDialog({
  mode,
  ids,
  onClose,
}: {
  mode: 'selection' | 'bucket'
  ids: number[]
  onClose: () => void
}) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  return (
    <NameBucketDialog
      title={t(
        mode === 'selection'
          ? 'msp.v2.projects.command.bucket.selection'
          : 'msp.v2.projects.command.bucket.search',
      )}
      description={
        mode === 'selection'
          ? t('msp.v2.projects.bucket.selection.count', { count: ids.length })
          : t('msp.v2.projects.bucket.search.hint')
      }
      keys={saveKeys}
      onSave={(name) =>
        saveProjectBucket.run({
          name,
          mode,
          ...(mode === 'selection' ? { ids } : { query: savedProjectQuery(params) }),
        })
      }
      onClose={onClose}
    />
  )
}

/** A saved search is applied as the search; a saved selection lists exactly those projects. */
function OpenDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate()
  const buckets = useQuery(projectBucketsQuery)
  return (
    <OpenBucketList
      buckets={buckets.data?.results}
      pending={buckets.isPending}
      keys={openKeys}
      onOpen={(bucket) => {
        const query =
          bucket.mode === 'bucket'
            ? bucket.query
            : new URLSearchParams({ bucket: String(bucket.id) }).toString()
        navigate(query ? `/search/projects?${query}` : '/search/projects')
      }}
      onDelete={(id) => deleteProjectBucket.run(id)}
      onClose={onClose}
    />
  )
}
