/**
 * The marketing back office loads lazily from here: `MarketingTab` (the dashboard's marketing tab) and
 * `BulkEmailTab({ onSent })` (the email screen's Send Bulk Email tab).
 */
export { loadBulkEmailTab, loadMarketingTab } from './pages'
