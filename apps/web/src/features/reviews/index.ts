export { ReviewsSection } from './components/reviews-section'
