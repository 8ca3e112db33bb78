/** What other modules may use of the marketing module. */
export { startCampaign } from './campaign-control.ts'
export { runCampaignSlice } from './campaign-sender.ts'
export { checkCampaignContent } from './campaign-content.ts'
