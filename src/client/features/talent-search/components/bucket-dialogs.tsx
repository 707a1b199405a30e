import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { savedTalentQuery } from '../../../../shared/domain/talent-search'
import { NameBucketDialog, OpenBucketList } from '../../../ui/bucket-dialogs'
import { deleteBucket, saveBucket, talentBucketsQuery } from '../api'
import { PROJECT_PARAM } from '../commands'

export type SaveBucketDialogProps = { mode: 'selection' | 'bucket'; ids: number[]; onClose: () => void }

const saveKeys = {
  name: 'msp.v2.talent.search.bucket.name',
  cancel: 'msp.v2.talent.search.cancel',
  save: 'msp.v2.talent.search.bucket.save',
  saved: 'msp.v2.talent.search.bucket.saved',
}

const openKeys = {
  title: 'msp.v2.talent.search.command.bucket.open',
  hint: 'msp.v2.talent.search.bucket.open.hint',
  loading: 'msp.v2.talent.search.loading',
  filter: 'msp.v2.talent.search.bucket.filter',
  empty: 'msp.v2.talent.search.bucket.empty',
  kindSelection: 'msp.v2.talent.search.bucket.kind.selection',
  kindBucket: 'msp.v2.talent.search.bucket.kind.bucket',
  deleted: 'msp.v2.talent.search.bucket.deleted',
}

/** §2 search buckets: names the current search (mode bucket) or the selected talents (mode selection). */
export function SaveBucketDialog({ mode, ids, onClose }: SaveBucketDialogProps) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const queryClient = useQueryClient()
  return (
    <NameBucketDialog
      title={t(
        mode === 'selection'
          ? 'msp.v2.talent.search.command.bucket.selection'
          : 'msp.v2.talent.search.command.bucket.search',
      )}
      description={
        mode === 'selection'
          ? t('msp.v2.talent.search.bucket.selection.count', { count: ids.length })
          : t('msp.v2.talent.search.bucket.search.hint')
      }
      keys={saveKeys}
      onSave={(name) =>
        saveBucket.run(
          {
            name,
            target: 'talents',
            mode,
            ...(mode === 'selection' ? { ids } : { query: savedTalentQuery(params) }),
          },
          queryClient,
        )
      }
      onClose={onClose}
    />
  )
}

/** Opens a saved bucket: a query is applied as the search, a selection lists exactly those talents. */
export function OpenBucketDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const queryClient = useQueryClient()
  const buckets = useQuery(talentBucketsQuery)
  const project = params.get(PROJECT_PARAM)
  const withProject = (query: URLSearchParams) => {
    if (project) query.set(PROJECT_PARAM, project)
    const text = query.toString()
    return text ? `/search/talents?${text}` : '/search/talents'
  }
  return (
    <OpenBucketList
      buckets={buckets.data?.results}
      pending={buckets.isPending}
      keys={openKeys}
      onOpen={(bucket) =>
        navigate(
          withProject(
            new URLSearchParams(bucket.mode === 'bucket' ? bucket.query : { bucket: String(bucket.id) }),
          ),
        )
      }
      onDelete={(id) => deleteBucket.run(id, queryClient)}
      onClose={onClose}
    />
  )
}
