/** What the rest of the app may use from email: the newsletter form (the back office loads via pages.ts). */
export { NewsletterForm } from './components/newsletter-form'
