/**
 * Drops for the rest of the app: the product page's buy panel, the checkout's hold notice, the product
 * editor's schedule section, and the server clock and countdown they share. The back-office screens
 * load through ./pages.
 */
export { DropBuyPanel, type DropBuyPanelProps } from './components/drop-buy-panel'
export { DropCountdown } from './components/drop-countdown'
export { DropHoldNotice } from './components/drop-hold-notice'
export { DropScheduleSection } from './components/drop-schedule-section'
export { useServerClock, useServerNow, type ServerClock } from './hooks/use-server-clock'
/** Wall-clock times in a named zone, for the other editors that schedule as the drop editor does. */
export {
  browserTimeZone,
  instantToZonedWallTime,
  isKnownTimeZone,
  timeZoneOptions,
  zonedWallTimeToInstant,
  zonedWallTimeToIso,
} from './lib/zoned-time'
export { formatInTimeZone } from './lib/times'
