import { Badge, Button, Flex, Text } from '@radix-ui/themes'
import type { KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { QuestionDraft } from '../../../shared/domain/question-draft'
import { isQuestionType } from '../../../shared/domain/questions'

export type QuestionRowProps = {
  id: string
  index: number
  question: QuestionDraft
  tabIndex: number
  /** The element the form's Alt+digit anchor jump focuses. */
  anchorFocus?: boolean
  readOnly: boolean
  first: boolean
  last: boolean
  onKeyDown: (event: KeyboardEvent) => void
  onFocus: () => void
  onEdit: () => void
  onMove: (delta: 1 | -1) => void
  onToggleHide: () => void
  onDelete: () => void
}

/** One question of the editor's list: what a talent is asked and how, with its row actions. */
export function QuestionRow({
  id,
  index,
  question: q,
  tabIndex,
  anchorFocus,
  readOnly,
  first,
  last,
  onKeyDown,
  onFocus,
  onEdit,
  onMove,
  onToggleHide,
  onDelete,
}: QuestionRowProps) {
  const { t } = useTranslation()
  const known = isQuestionType(q.type)
  const hidden = q.visibility === 'hide'
  return (
    <li
      id={id}
      data-row={index}
      tabIndex={tabIndex}
      data-anchor-focus={anchorFocus || undefined}
      aria-labelledby={`${id}-label`}
      className="question-row"
      data-hidden={hidden || undefined}
      onKeyDown={onKeyDown}
      onFocus={(e) => e.target === e.currentTarget && onFocus()}
    >
      <Flex justify="between" align="start" gap="3" wrap="wrap">
        <Flex direction="column" gap="1" style={{ minWidth: 0, flex: 1 }}>
          <Text id={`${id}-label`} size="2" weight="medium" color={hidden ? 'gray' : undefined}>
            {q.label}
            {q.visibility === 'required' ? <span className="question-required"> *</span> : null}
          </Text>
          <Flex gap="2" wrap="wrap" align="center">
            {known ? (
              <Badge color="gray">{t(`msp.v2.questions.type.${q.type}`)}</Badge>
            ) : (
              <Badge color="red">{t('msp.v2.questions.error.component')}</Badge>
            )}
            <Badge
              color={hidden ? 'orange' : q.visibility === 'required' ? 'blue' : 'gray'}
              variant="outline"
            >
              {t(`msp.v2.questions.visibility.${q.visibility}`)}
            </Badge>
            {q.mspVisibility ? null : <Badge variant="outline">{t('msp.v2.questions.msp.hidden')}</Badge>}
            {q.mspCanEdit ? null : <Badge variant="outline">{t('msp.v2.questions.msp.read.only')}</Badge>}
            {q.parentName ? (
              <Text size="1" color="gray">
                {t('msp.v2.questions.shown.when', {
                  parent: q.parentName,
                  answer: q.parentQuestionAnswer ?? '',
                })}
              </Text>
            ) : null}
          </Flex>
          {q.options.length > 0 ? (
            <Text size="1" color="gray">
              {q.options.map((o) => o.label).join(' · ')}
            </Text>
          ) : null}
        </Flex>
        {readOnly ? null : (
          <Flex gap="1" wrap="wrap">
            <Button type="button" size="1" variant="ghost" tabIndex={-1} onClick={onEdit}>
              {t('msp.v2.questions.row.edit')}
            </Button>
            <Button
              type="button"
              size="1"
              variant="ghost"
              tabIndex={-1}
              disabled={first}
              onClick={() => onMove(-1)}
            >
              {t('msp.v2.questions.row.up')}
            </Button>
            <Button
              type="button"
              size="1"
              variant="ghost"
              tabIndex={-1}
              disabled={last}
              onClick={() => onMove(1)}
            >
              {t('msp.v2.questions.row.down')}
            </Button>
            <Button type="button" size="1" variant="ghost" tabIndex={-1} onClick={onToggleHide}>
              {t(hidden ? 'msp.v2.questions.row.show' : 'msp.v2.questions.row.hide')}
            </Button>
            <Button type="button" size="1" variant="ghost" color="red" tabIndex={-1} onClick={onDelete}>
              {t('msp.v2.questions.row.delete')}
            </Button>
          </Flex>
        )}
      </Flex>
    </li>
  )
}
