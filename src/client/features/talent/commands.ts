import type { TalentAction } from '../../../shared/domain/talent-actions'
import { type Command, defineCommand } from '../../commands/registry'
import { type TalentDialog, talentScreen } from './talent-screen'

/**
 * §2 talent actions as commands (palette, `?` sheet, shortcuts). Scope 'detail': the talent
 * page claims it while mounted, and in a search screen the talent's detail pane has it when
 * focused. Send email arrives with the email issue.
 */
const screen = () => talentScreen.current
const allows = (action: TalentAction) => () => screen()?.allowed.has(action) === true
const open = (dialog: TalentDialog) => () => screen()?.open(dialog)

const action = (
  id: string,
  titleKey: string,
  when: () => boolean,
  run: () => void,
  extra: Partial<Command> = {},
): Command =>
  defineCommand({ id, titleKey, group: 'talent', scope: 'detail', keywords: ['talent'], when, run, ...extra })

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
    'talent.whatsapp',
    'msp.v2.talent.command.whatsapp',
    () => !!screen()?.whatsapp,
    () => {
      const link = screen()?.whatsapp
      if (link) window.open(link, '_blank', 'noopener')
    },
    { keywords: ['whatsapp', 'chat', 'phone', 'contact', 'message'] },
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
]

/** GET freelancer/{id}/cv/pdf needs the bearer token, so the PDF opens as a blob URL. */
async function openCvPdf(id: number) {
  const { getAccessToken } = await import('../../app/auth-session')
  const token = await getAccessToken()
  const res = await fetch(`/api/freelancer/${id}/cv/pdf`, { headers: { Authorization: `Bearer ${token}` } })
  if (!res.ok) return
  const url = URL.createObjectURL(await res.blob())
  window.open(url, '_blank', 'noopener')
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
