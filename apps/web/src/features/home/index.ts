/** The landing page is part of the first download (see the route table), so it is a plain export. */
export { HomePage, meta, prefetch } from './components/home-page'
