import { lazy } from 'react'

/** What the rest of the app may use from design production and rewards. */
export { MyRewardsSection } from './components/my-rewards-section'
/** The Printify choices of "Put into production", for the partner designs' back office (admin chunks only). */
export { ProductionForm } from './components/production-form'

/** The back-office cards, loaded on demand so they stay out of the shop's chunks (render in Suspense). */
export const ProductionCard = lazy(() =>
  import('./components/production-card').then((m) => ({ default: m.ProductionCard })),
)
export const PayoutCard = lazy(() =>
  import('./components/payout-card').then((m) => ({ default: m.PayoutCard })),
)
export const RewardsSettingsCard = lazy(() =>
  import('./components/rewards-settings-card').then((m) => ({ default: m.RewardsSettingsCard })),
)
