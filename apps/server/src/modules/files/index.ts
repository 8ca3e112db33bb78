/** What other modules may use of the files module. */
export { storeImage } from './images.ts'
export { createStorage } from './storage.ts'
