import { useAtom } from 'jotai'
import type { TalentProfile } from '../../../../shared/contracts/talent'
import { talentDialogAtom } from '../talent-screen'
import { ActionLogDialog } from './action-log-dialog'
import { LanguageDialog, SummaryDialog } from './talent-edit-dialogs'
import { TalentProjectDialog } from './talent-project-dialog'
import { DeactivateDialog, DeleteDialog, ReactivateDialog, TierDialog } from './talent-state-dialogs'
import { TalentTagsDialog } from './talent-tags-dialog'

export type TalentDialogsProps = { talent: TalentProfile; canManageTags: boolean }

/** The open talent modal, if any (§2: deactivate, delete, reactivate, tier, tags, language, summary). */
export function TalentDialogs({ talent, canManageTags }: TalentDialogsProps) {
  const [dialog, setDialog] = useAtom(talentDialogAtom)
  if (!dialog) return null
  const onClose = () => setDialog(null)
  const props = { talent, onClose }
  switch (dialog.kind) {
    case 'tier':
      return <TierDialog {...props} />
    case 'deactivate':
      return <DeactivateDialog {...props} />
    case 'reactivate':
      return <ReactivateDialog {...props} />
    case 'delete':
      return <DeleteDialog {...props} />
    case 'summary':
      return <SummaryDialog {...props} />
    case 'language':
      return <LanguageDialog {...props} />
    case 'tags':
      return <TalentTagsDialog {...props} canCreate={canManageTags} />
    case 'invite':
    case 'apply':
      return <TalentProjectDialog {...props} mode={dialog.kind} />
    case 'actionLog':
      return (
        <ActionLogDialog
          talentId={talent.id}
          logId={dialog.logId}
          actionType={dialog.actionType}
          onClose={onClose}
        />
      )
  }
}
