import type { QueryClient } from '@tanstack/react-query'
import type { ProjectDetail } from '../../../shared/contracts/project'
import { inputOfDraft, questionsSignature } from '../../../shared/domain/question-draft'
import { saveProjectQuestions } from '../../api/questions'
import { errorText, toApiError } from '../../app/api-error'
import { translateIfKnown } from '../../i18n/i18n'
import { showToast } from '../../ui/toasts/toast-store'
import { draftFromForm, draftStorageKey, type ProjectDraft, storeDraft } from './project-draft'

/**
 * Writes the form's job-specific questions right after the project's save, when they changed.
 * If that fails the project is saved but its questions are not: they are kept as the edit
 * page's draft (nothing typed is lost) and the caller goes there. Returns false then.
 */
export async function saveQuestionsAfter(
  saved: ProjectDetail,
  draft: ProjectDraft,
  initial: ProjectDraft,
  queryClient: QueryClient,
): Promise<boolean> {
  if (questionsSignature(draft.questions) === questionsSignature(initial.questions)) return true
  try {
    await saveProjectQuestions(saved.id, draft.questions.map(inputOfDraft), queryClient)
    return true
  } catch (thrown) {
    storeDraft(draftStorageKey('EDIT', saved.id), {
      ...draftFromForm(saved.form),
      questions: draft.questions,
    })
    showToast('error', errorText(toApiError(thrown), translateIfKnown))
    return false
  }
}
