/** The community design pages, each loaded on demand by the route table. */
export const loadCommunityDesignsPage = () => import('./components/gallery/community-designs-page')
export const loadDesignPage = () => import('./components/detail/design-page')
export const loadDesignSubmissionPage = () => import('./components/submission/design-submission-page')
export const loadMyDesignsPage = () => import('./components/my-designs/my-designs-page')
