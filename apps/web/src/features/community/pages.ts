/** The community design pages, each loaded on demand by the route table. */
export const loadCommunityDesignsPage = () => import('./components/gallery/community-designs-page')
export const loadDesignPage = () => import('./components/detail/design-page')
export const loadDesignSubmissionPage = () => import('./components/submission/design-submission-page')
export const loadMyDesignsPage = () => import('./components/my-designs/my-designs-page')

/** The back office's design screens and the dashboard's designs tab, each loaded on demand. */
export const loadDesignsTab = () => import('./admin/components/designs-tab')
export const loadAdminDesignsPage = () => import('./admin/components/designs-page')
export const loadAdminDesignReviewPage = () => import('./admin/components/design-review-page')
export const loadVoteAnomaliesPage = () => import('./admin/components/vote-anomalies-page')
export const loadCommentReportsPage = () => import('./admin/components/comment-reports-page')
