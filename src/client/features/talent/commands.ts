import type { TalentEmailStatus } from '../../../shared/contracts/email'
import type { TalentAction } from '../../../shared/domain/talent-actions'
import { errorText } from '../../app/api-error'
import { queryClient } from '../../app/query-client'
import { requestCompose } from '../../commands/email-requests'
import { type Command, defineCommand } from '../../commands/registry'
import { i18n, translateIfKnown } from '../../i18n/i18n'
import { showToast } from '../../ui/toasts/toast-store'
import { removeSuppression, talentCvPdf, talentEmailStatusQuery } from './api'
import { type TalentDialog, talentScreenController } from './talent-screen'

/**
 * §2 talent actions as commands (palette, `?` sheet, shortcuts). Scope 'detail': the talent
 * page claims it while mounted, and in a search screen the talent's detail pane has it when
 * focused.
 */
const screen = () => talentScreenController.current()
const allows = (action: TalentAction) => () => screen()?.allowed.has(action) === true
const open = (dialog: TalentDialog) => () => screen()?.open(dialog)

const action = (
  id: string,
  titleKey: string,
  when: () => boolean,
  run: () => void,
  extra: Partial<Command> = {},
): Command =>
  defineCommand({
    id,
    titleKey,
    group: 'talent',
    // Registered only while a talent is shown (its page, or its pane in the talent search).
    page: 'talent',
    scope: 'detail',
    keywords: ['talent'],
    when,
    run,
    ...extra,
  })

/** The talent's suppressed address, as the header read it (issue 19 §3). */
const suppressedAddress = (): string | null => {
  const current = screen()
  if (!current) return null
  const status = queryClient.getQueryData<TalentEmailStatus>(
    talentEmailStatusQuery(current.talent.id).queryKey,
  )
  return status?.suppression?.address ?? null
}

/** Takes the talent's address off the client's suppression list. */
export const unsuppressCommand = action(
  'talent.email.unsuppress',
  'msp.v2.email.command.unsuppress',
  () => screen()?.canLog === true && suppressedAddress() !== null,
  () => {
    const current = screen()
    const address = suppressedAddress()
    if (!current || !address) return
    removeSuppression
      .run({ talentId: current.talent.id, address })
      .then(() => showToast('success', i18n.t('msp.v2.email.suppression.removed')))
      .catch((error: unknown) => showToast('error', errorText(error, translateIfKnown)))
  },
  { keywords: ['email', 'suppression', 'bounce', 'unblock'] },
)

export const talentCommands: readonly Command[] = [
  action(
    'talent.openInNewTab',
    'msp.v2.talent.command.openInNewTab',
    () => screen() !== null,
    () => {
      const current = screen()
      if (current) window.open(`/talent/${current.talent.id}`, '_blank', 'noopener')
    },
    { shortcut: 'shift+o' },
  ),
  action('talent.tier', 'msp.v2.talent.command.tier', allows('changeTier'), open({ kind: 'tier' }), {
    shortcut: 't',
    keywords: ['tier', 'gold', 'silver', 'bronze'],
  }),
  action(
    'talent.tags',
    'msp.v2.talent.command.tags',
    () => screen()?.canAssignTags === true && screen()?.talent.state !== 'DEACTIVATED',
    open({ kind: 'tags' }),
    { shortcut: 'shift+t', keywords: ['tag', 'label'] },
  ),
  action(
    'talent.logCall',
    'msp.v2.talent.command.logCall',
    () => screen()?.canLog === true,
    open({ kind: 'actionLog', logId: null, actionType: 'call' }),
    { shortcut: 'c', keywords: ['call', 'phone', 'action log'] },
  ),
  action(
    'talent.log',
    'msp.v2.talent.command.log',
    () => screen()?.canLog === true,
    open({ kind: 'actionLog', logId: null }),
    { shortcut: 'shift+l', keywords: ['note', 'email', 'interview', 'meeting', 'action log'] },
  ),
  action(
    'talent.invite',
    'msp.v2.talent.command.invite',
    allows('inviteToProject'),
    open({ kind: 'invite' }),
    {
      shortcut: 'i',
      keywords: ['project', 'invite'],
    },
  ),
  action(
    'talent.email',
    'msp.v2.email.command.talent',
    allows('sendEmail'),
    () => {
      const current = screen()
      if (current)
        requestCompose({
          kind: 'talents',
          ids: [current.talent.id],
          motivation: 'talentEmailByMsp',
          label: `${current.talent.firstName} ${current.talent.lastName}`,
        })
    },
    { shortcut: 'e', keywords: ['email', 'mail', 'message', 'contact', 'write'] },
  ),
  action('talent.apply', 'msp.v2.talent.command.apply', allows('applyToProject'), open({ kind: 'apply' }), {
    keywords: ['project', 'apply'],
  }),
  action(
    'talent.deactivate',
    'msp.v2.talent.command.deactivate',
    allows('deactivate'),
    open({ kind: 'deactivate' }),
    { shortcut: 'shift+d' },
  ),
  action(
    'talent.reactivate',
    'msp.v2.talent.command.reactivate',
    allows('reactivate'),
    open({ kind: 'reactivate' }),
    {
      keywords: ['activate'],
    },
  ),
  action('talent.delete', 'msp.v2.talent.command.delete', allows('delete'), open({ kind: 'delete' }), {
    keywords: ['erase', 'gdpr', 'remove'],
  }),
  action(
    'talent.summary',
    'msp.v2.talent.command.summary',
    () => screen()?.canManage === true,
    open({ kind: 'summary' }),
    { keywords: ['summary', 'title', 'profile'] },
  ),
  action(
    'talent.languages',
    'msp.v2.talent.command.languages',
    () => screen()?.canManage === true,
    open({ kind: 'language' }),
    { keywords: ['language', 'proficiency'] },
  ),
  action(
    'talent.cv',
    'msp.v2.talent.command.cv',
    () => screen() !== null,
    () => {
      const current = screen()
      if (current) void openCvPdf(current.talent.id)
    },
    { keywords: ['pdf', 'resume', 'cv'] },
  ),
  unsuppressCommand,
]

/** GET freelancer/{id}/cv/pdf needs the bearer token, so the PDF opens as a blob URL. */
async function openCvPdf(id: number) {
  const pdf = await talentCvPdf(id).catch(() => null)
  if (!pdf) return
  const url = URL.createObjectURL(pdf)
  window.open(url, '_blank', 'noopener')
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
