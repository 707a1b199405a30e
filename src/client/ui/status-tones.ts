import type { ProjectChip } from '../../shared/domain/statuses'

/*
 * One colour per meaning, for every screen (issue 21 §5): a status that means "in progress"
 * is never the green of "active". Radix Themes accent names; the CSS dots of the tables
 * use the same names through `--<tone>-9` (statusToneVar).
 */

export type Tone = 'green' | 'amber' | 'blue' | 'gray' | 'red' | 'violet' | 'orange' | 'cyan' | 'sky'

/** A project's chip (§4): its colour on the dashboard, the project list, the project page and the pipeline. */
export const PROJECT_CHIP_TONES: Record<ProjectChip, Tone> = {
  open: 'green',
  partlyFilled: 'amber',
  filled: 'blue',
  closed: 'gray',
  deleted: 'red',
  unpublished: 'violet',
  paused: 'orange',
  notInPool: 'cyan',
  finished: 'gray',
}

/**
 * An application's status code (§4): active is green; unconfirmed waits for the talent
 * (sky); sent to the client and its pending step amber, a failed send orange; hired blue;
 * rejections and withdrawals red.
 */
export const APPLICATION_STATUS_TONES: Record<string, Tone> = {
  a: 'green',
  uc: 'sky',
  s2c: 'amber',
  sp: 'amber',
  sf: 'orange',
  h: 'blue',
  rm: 'red',
  rv: 'red',
  w: 'red',
  placeholder: 'gray',
}

export const applicationStatusTone = (status: string): Tone => APPLICATION_STATUS_TONES[status] ?? 'gray'

/** A talent's state (§4). */
export const TALENT_STATE_TONES: Record<string, Tone> = {
  ACTIVE: 'green',
  UNVERIFIED: 'sky',
  DEACTIVATED: 'orange',
  DELETED: 'red',
}
