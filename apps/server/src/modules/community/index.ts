/** What other modules may use of the community module. */
export { clearCommunityCaches } from './community-cache.ts'
