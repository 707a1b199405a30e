/** The back command lives with its rules (../back-navigation.ts); listed here like every feature's commands. */
export { navBackCommand } from '../back-navigation'
