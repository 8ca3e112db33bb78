/**
 * The community design programme's texts, limits and display rules without zod, so the gallery and
 * design pages can import them without the schemas (`import … from '@rdo/contracts/community-messages'`).
 * The schema module re-exports them, so there is one source.
 */

export const DESIGN_MESSAGES = {
  // Loading
  loadDesignsFailed: 'Failed to load designs',
  loadDesignFailed: 'Failed to load design',
  loadMyDesignsFailed: 'Failed to load your designs',
  loadCommentsFailed: 'Failed to load comments',
  designNotFound: 'Design not found',
  // Voting
  signInToVote: 'Please sign in to vote',
  signInToDislike: 'Please sign in to dislike',
  voteRecorded: 'Vote recorded!',
  voteFailed: 'Failed to record vote',
  dislikeRecorded: 'Dislike recorded',
  dislikeFailed: 'Failed to record dislike',
  alreadyVoted: 'You have already voted for this design',
  alreadyDisliked: 'You have already disliked this design',
  removeDislikeFirst: 'You have already disliked this design. Remove your dislike first.',
  removeVoteFirst: 'You have already voted for this design. Remove your vote first.',
  voteRemoved: 'Vote removed',
  removeVoteFailed: 'Failed to remove vote',
  dislikeRemoved: 'Dislike removed',
  removeDislikeFailed: 'Failed to remove dislike',
  noVoteToRemove: 'You have not voted for this design',
  noDislikeToRemove: 'You have not disliked this design',
  // Sharing
  linkCopied: 'Link copied to clipboard!',
  copyFailed: 'Failed to copy link',
  shared: 'Design shared successfully!',
  // Comments
  signInToComment: 'Please sign in to comment',
  commentEmpty: 'Comment cannot be empty',
  commentTooLong: 'Comment must be at most 2000 characters',
  commentAdded: 'Comment added',
  commentFailed: 'Failed to add comment',
  commentLiked: 'Comment liked',
  commentUnliked: 'Like removed',
  commentReported: 'Comment reported',
  commentNotFound: 'Comment not found',
  // Submission
  signInToSubmit: 'Please sign in to submit a design',
  imageRequired: 'Please upload at least one image of your design',
  termsRequired: 'Please accept the terms and conditions',
  invalidWallet: 'Please enter a valid Solana wallet address',
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be at most 100 characters',
  descriptionRequired: 'Description is required',
  descriptionTooLong: 'Description must be at most 500 characters',
  styleRequired: 'Please choose a style',
  tooManyImages: 'Maximum 5 images allowed',
  imageUploaded: (n: number) => `Image ${n} uploaded successfully`,
  imageUploadFailed: (n: number) => `Failed to upload image ${n}`,
  uploadFailed: 'Failed to upload image',
  imageNotUploaded: 'Each image must be uploaded through the form',
  submitted: 'Design submitted successfully! Our team will review it shortly.',
  submitFailed: 'Failed to submit design',
} as const

/** "Vote recorded! Your vote counts as {n}x due to the bonding curve." when the weight is above 1.5. */
export const weightedVoteMessage = (weight: number) =>
  `Vote recorded! Your vote counts as ${formatWeight(weight)}x due to the bonding curve.`
/** A vote weight as the voter reads it: up to two decimals, no trailing zeros (2, 1.99, 1.5). */
export const formatWeight = (weight: number) => String(Math.round(weight * 100) / 100)
/** Above this weight the voter is told how much their vote counts. */
export const ANNOUNCED_WEIGHT_ABOVE = 1.5

/** Net score (votes − dislikes) at which an approved design goes into production. */
export const PRODUCTION_THRESHOLD = 500
export const PROGRESS_MARKERS = [100, 200, 300, 400, 500] as const
export const TRENDING_LIMIT = 20
export const TRENDING_DAYS = 7
export const CONTROVERSIAL_MIN_VOTES = 10
export const CONTROVERSIAL_MIN_DISLIKES = 5
export const DESIGN_PAGE_SIZE = 24
export const MY_DESIGNS_PAGE_SIZE = 24
export const COMMENT_PAGE_SIZE = 50
export const COMMENT_MAX = 2000

export const DESIGN_TITLE_MAX = 100
export const DESIGN_DESCRIPTION_MAX = 500
export const DESIGN_IMAGES_MAX = 5
export const DESIGN_IMAGE_MAX_BYTES = 10 * 1024 * 1024
export const DESIGN_IMAGE_ACCEPT = ['image/png', 'image/jpeg', 'image/gif'] as const
/** Solana addresses: 32 to 44 Base58 characters (no 0, O, I or l). */
export const SOLANA_ADDRESS_PATTERN = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

export const DESIGN_STYLES = [
  'modern streetwear',
  'urban casual',
  'minimalist',
  'vintage inspired',
  'cyberpunk',
  'techwear',
  'abstract',
  'geometric',
] as const
export type DesignStyle = (typeof DESIGN_STYLES)[number]

/** The gallery's filters, in the order the tabs show them (the URL carries the key). */
export const DESIGN_FILTERS = [
  { key: 'all', label: 'All Designs' },
  { key: 'trending', label: 'Trending' },
  { key: 'newest', label: 'Newest' },
  { key: 'production', label: 'Production Ready' },
  { key: 'controversial', label: 'Controversial' },
] as const
export type DesignFilter = (typeof DESIGN_FILTERS)[number]['key']
export const DESIGN_FILTER_KEYS = DESIGN_FILTERS.map((f) => f.key) as [DesignFilter, ...DesignFilter[]]

/**
 * One rule for where a design stands, used by the gallery, the design page, My Designs and the back
 * office alike: a design is in production only when it is approved AND its net score has reached the
 * threshold. Approved below the threshold is gathering votes; pending is awaiting review; rejected
 * means the reviewers asked for changes.
 */
export type DesignStage = 'in_production' | 'production_ready' | 'approved' | 'pending' | 'rejected'
export function designStage(design: {
  status: 'pending' | 'approved' | 'rejected'
  net_score: number
  /** When known: whether a product of the design exists or is being made. */
  production?: 'making' | 'on_sale' | null
}): DesignStage {
  if (design.status !== 'approved') return design.status
  if (design.production) return 'in_production'
  if (design.net_score < PRODUCTION_THRESHOLD) return 'approved'
  // Past the threshold: in production once a product exists or is being made, ready until then.
  return design.production === null ? 'production_ready' : 'in_production'
}
export const DESIGN_STAGE_LABELS: Record<DesignStage, string> = {
  in_production: 'In Production',
  production_ready: 'Production Ready',
  approved: 'Approved',
  pending: 'Pending Review',
  rejected: 'Changes Requested',
}

/** Production progress: net score / threshold, rounded, between 0 and 100. */
export function productionProgress(netScore: number): number {
  return Math.max(0, Math.min(100, Math.round((netScore / PRODUCTION_THRESHOLD) * 100)))
}
/** The progress bar's colour band: red under 20 %, orange under 40, yellow under 60, lime under 80, else green. */
export type ProgressBand = 'red' | 'orange' | 'yellow' | 'lime' | 'green'
export function progressBand(percent: number): ProgressBand {
  if (percent < 20) return 'red'
  if (percent < 40) return 'orange'
  if (percent < 60) return 'yellow'
  if (percent < 80) return 'lime'
  return 'green'
}

/** The bonding curve: the weight of the next vote on a design that has `votes` votes. */
export function nextVoteWeight(votes: number): number {
  return Math.max(1, 2 - votes / 100)
}

export const ADMIN_DESIGN_MESSAGES = {
  loadFailed: 'Failed to load designs',
  notFound: 'Design not found',
  mockupUploaded: 'Mockup uploaded successfully',
  mockupFailed: 'Failed to upload mockup',
  mockupRequired: 'Please upload a mockup image before approving',
  approved: 'Design approved successfully',
  approveFailed: 'Failed to approve design',
  feedbackRequiredToReject: 'Please provide feedback before rejecting',
  rejected: 'Design rejected with feedback',
  rejectFailed: 'Failed to reject design',
  deleted: 'Design deleted successfully',
  deleteFailed: 'Failed to delete design',
  feedbackRequired: 'Please enter feedback',
  feedbackSent: 'Feedback sent successfully',
  feedbackFailed: 'Failed to send feedback',
  feedbackTooLong: 'Feedback must be at most 2000 characters',
  alreadyApproved: 'This design is already approved',
} as const

export const VOTE_ANOMALY_MESSAGES = {
  loadFailed: 'Failed to load vote anomalies',
  resolved: 'Anomaly marked as resolved',
  resolveFailed: 'Failed to resolve anomaly',
  voteRemoved: 'Vote removed and anomaly resolved',
  removeFailed: 'Failed to remove vote',
  empty: 'No suspicious activity detected',
  notFound: 'Anomaly not found',
} as const

export const COMMENT_MODERATION_MESSAGES = {
  loadFailed: 'Failed to load reported comments',
  hidden: 'Comment hidden',
  hideFailed: 'Failed to hide comment',
  dismissed: 'Reports dismissed',
  dismissFailed: 'Failed to dismiss reports',
  empty: 'No reported comments',
  notFound: 'Comment not found',
} as const

/** The reasons the anomaly checks store, in words. */
export const ANOMALY_REASONS = {
  newAccount: 'Account is less than 24 hours old',
  burst: 'More than 20 votes or dislikes in 10 minutes',
  sharedNetwork: 'Three or more accounts acted on this design from the same network address within an hour',
  ownDesign: 'User voted on their own design',
} as const
