import './stage-menu.css'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type {
  PipelineStageDto,
  PipelineStagesResponse,
  PipelineSubStage,
} from '../../../shared/contracts/pipeline'
import type { PipelineStage } from '../../../shared/domain/statuses'
import { labelName, stageName } from '../../ui/stage-menu/stage-names'
import { digitOfStage, isApplicationStage, pipelinePath, stageGroups, stagePath } from './stage-paths'

export type StageMenuProps = {
  response: PipelineStagesResponse
  stage: PipelineStage
  labelId: number | undefined
}

/**
 * §2 stage menu: sourcing, internal and client groups, each stage with its count and its
 * sub-stage labels. Every stage is a link: the application stages to the pipeline, the
 * sourcing stages (data harbour, suggested, invited) to their working lists.
 */
export function StageMenu({ response, stage: current, labelId }: StageMenuProps) {
  const { t, i18n } = useTranslation()
  const number = new Intl.NumberFormat(i18n.language)
  const projectId = response.project.id

  const count = (value: number) => (
    <data className="pipeline-stage-count" value={value}>
      {number.format(value)}
    </data>
  )

  const labelItem = (stage: PipelineStageDto, label: PipelineSubStage) => {
    const text = (
      <>
        <span className="pipeline-stage-name">{labelName(label)}</span>
        {count(label.entriesCount)}
      </>
    )
    return (
      <li key={label.id}>
        {isApplicationStage(stage.key) ? (
          <Link
            className="pipeline-stage-link pipeline-label-link"
            to={pipelinePath(projectId, stage.key, { labelId: label.id })}
            aria-current={stage.key === current && labelId === label.id ? 'page' : undefined}
          >
            {text}
          </Link>
        ) : (
          <span className="pipeline-stage-link pipeline-label-link" data-static>
            {text}
          </span>
        )}
      </li>
    )
  }

  const stageItem = (stage: PipelineStageDto) => {
    const name = stageName(stage)
    const digit = digitOfStage(stage.key)
    const text = (
      <>
        {/* Only the stages a digit jumps to show one (the sourcing stages keep the place). */}
        <span className="pipeline-stage-digit" aria-hidden="true" data-empty={digit === null || undefined}>
          {digit ?? ''}
        </span>
        <span className="pipeline-stage-name">{name}</span>
        {count(stage.entriesInStageAndSubStagesCount)}
      </>
    )
    const details = stage.dhCounts
      ? t('msp.v2.pipeline.stage.dhCounts', {
          spotted: stage.dhCounts.spotted,
          others: stage.dhCounts.others,
        })
      : undefined
    return (
      <li key={stage.key} data-stage={stage.key}>
        <Link
          className="pipeline-stage-link"
          to={stagePath(projectId, stage.key)}
          title={details}
          aria-current={stage.key === current && labelId === undefined ? 'page' : undefined}
        >
          {text}
        </Link>
        {stage.subStages.length > 0 ? (
          <ul className="pipeline-label-list">{stage.subStages.map((label) => labelItem(stage, label))}</ul>
        ) : null}
      </li>
    )
  }

  // §4: where the list is has to be in it. A stage this project's list does not show, or a
  // sub-stage no longer among its stage's labels, gets an entry of its own, marked current.
  const groups = stageGroups(response)
  const shown = response.stages.find((s) => s.key === current)
  const fallback =
    !shown || (labelId !== undefined && !shown.subStages.some((label) => label.id === labelId)) ? (
      <ul className="pipeline-stage-list pipeline-stage-fallback">
        <li data-stage={current}>
          <span className="pipeline-stage-link" aria-current="page" data-static>
            <span className="pipeline-stage-digit" aria-hidden="true" data-empty />
            <span className="pipeline-stage-name">
              {shown
                ? t('msp.v2.pipeline.stage.fallback.label', { stage: stageName(shown) })
                : t('msp.v2.pipeline.stage.fallback', { stage: t(`msp.v2.pipeline.stage.${current}`) })}
            </span>
          </span>
        </li>
      </ul>
    ) : null

  return (
    <nav className="pipeline-stage-menu" aria-label={t('msp.v2.pipeline.stages')}>
      {fallback}
      {groups.map((group) => (
        <section key={group.group} aria-labelledby={`pipeline-group-${group.group}`}>
          <h2 className="pipeline-group-title" id={`pipeline-group-${group.group}`}>
            {t(`msp.v2.pipeline.group.${group.group}`)}
          </h2>
          <ul className="pipeline-stage-list">{group.stages.map(stageItem)}</ul>
        </section>
      ))}
    </nav>
  )
}
