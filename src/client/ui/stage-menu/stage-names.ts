import type { PipelineStageDto } from '../../../shared/contracts/pipeline'
import { i18n, translateIfKnown } from '../../i18n/i18n'

/** A stage's name: the server's key when the client knows it, else the stage key's own text. */
export function stageName(stage: Pick<PipelineStageDto, 'key' | 'nameKey'>): string {
  return translateIfKnown(stage.nameKey) ?? i18n.t(`msp.v2.pipeline.stage.${stage.key}`)
}

/** A sub-stage label's name: translated when it has a known key, else as the project named it. */
export function labelName(label: { name: string; nameKey?: string | null }): string {
  return (label.nameKey && translateIfKnown(label.nameKey)) || label.name
}
