/** What other modules may use of the profiles module. */
export { toProfileDto } from './profile-dto.ts'
