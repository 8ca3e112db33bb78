export { ADMIN_SCREENS } from './screens'
