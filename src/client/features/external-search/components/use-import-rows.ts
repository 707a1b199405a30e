import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import type { ExternalImportResult } from '../../../../shared/contracts/external-search'
import { errorText } from '../../../app/api-error'
import { translateIfKnown } from '../../../i18n/i18n'
import { showToast } from '../../../ui/toasts/toast-store'
import { importExternalProfile } from '../api'
import type { ExternalRow, ImportMode } from '../commands'

/**
 * Import, invite and merge of found profiles, one after the other (each import fetches the
 * profile and its CV from the provider): a toast says what was created, merged, invited and
 * what failed, and why.
 * - import: only profiles nobody knows become talents (a known one is merged, not duplicated);
 * - invite / apply: each profile becomes (or is merged into) a talent and is invited or applied
 *   to the project;
 * - merge: the known talent gets what it lacks from the profile.
 */
export function useImportRows(projectId: number | null) {
  const { t } = useTranslation()
  return useCallback(
    async (rows: ExternalRow[], mode: ImportMode) => {
      const targets = mode === 'import' ? rows.filter((r) => r.existing === null) : rows
      const done: { row: ExternalRow; result: ExternalImportResult }[] = []
      const failed: string[] = []
      for (const row of targets) {
        try {
          const result = await importExternalProfile.run({
            provider: row.provider,
            externalId: row.id,
            ...(row.existing ? { mergeInto: row.existing.talentId } : {}),
            ...((mode === 'invite' || mode === 'apply') && projectId ? { projectId, action: mode } : {}),
          })
          done.push({ row, result })
        } catch (error) {
          failed.push(`${row.firstName} ${row.lastName}: ${errorText(error, translateIfKnown)}`)
        }
      }
      const created = done.filter((d) => d.result.created).length
      const merged = done.filter((d) => !d.result.created)
      const invited = done.filter((d) => d.result.projectAction?.ok).length
      const parts: string[] = []
      if (created) parts.push(t('msp.v2.external.done.created', { count: created }))
      if (merged.length === 1 && mode === 'merge') {
        const changes = merged[0].result.changes.map((c) => t(`msp.v2.external.field.${c.field}`))
        parts.push(
          changes.length
            ? t('msp.v2.external.done.mergedFields', { fields: changes.join(', ') })
            : t('msp.v2.external.done.mergedNothing'),
        )
      } else if (merged.length) parts.push(t('msp.v2.external.done.merged', { count: merged.length }))
      if (mode === 'invite') parts.push(t('msp.v2.external.done.invited', { count: invited }))
      if (mode === 'apply') parts.push(t('msp.v2.external.done.applied', { count: invited }))
      const skipped = rows.length - targets.length
      if (skipped) parts.push(t('msp.v2.external.done.skipped', { count: skipped }))
      if (parts.length) showToast('success', parts.join(' '))
      if (failed.length) showToast('error', failed.join('\n'))
    },
    [t, projectId],
  )
}
