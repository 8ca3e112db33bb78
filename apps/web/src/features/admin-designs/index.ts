/** The dashboard tab loads lazily from here; the screens through ./pages. */
export { loadDesignsTab } from './pages'
