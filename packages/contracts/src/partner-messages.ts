/**
 * Partner programme texts, limits and the store catalogue: zod-free, so pages can import them without
 * the schemas.
 */

/** Messages shown to applicants and partners. */
export const PARTNER_MESSAGES = {
  // Application
  signInToApply: 'Please sign in to submit an application',
  acceptTerms: 'Please accept the terms and conditions',
  walletInvalid: 'Please enter a valid Solana wallet address',
  logoRequired: 'Please upload your project logo',
  logoUploaded: 'Logo uploaded successfully',
  logoUploadFailed: 'Failed to upload logo',
  logoType: 'Logo must be a PNG, JPG, GIF or SVG image',
  logoTooLarge: 'Logo must be 5 MB or smaller',
  applicationSubmitted: 'Application submitted successfully! We will review it and get back to you soon.',
  applicationFailed: 'Failed to submit application',
  nameRequired: 'Please enter your project name',
  symbolRequired: 'Please enter your token symbol',
  symbolInvalid: 'Token symbol may use letters and digits only (up to 10)',
  websiteInvalid: 'Please enter a valid website URL (https://…)',
  descriptionRequired: 'Please describe your project',
  contactNameRequired: 'Please enter a contact name',
  tokenAddressInvalid: 'Please enter a valid token contract address',
  // Dashboard
  loadProjectsFailed: 'Failed to load your projects',
  loadProjectFailed: 'Failed to load project details',
  embedCopied: 'Embed code copied to clipboard',
  embedCopyFailed: 'Failed to copy embed code',
  domainsSaved: 'Allowed domains saved',
  domainsFailed: 'Failed to save allowed domains',
  domainInvalid: (domain: string) => `"${domain}" is not a valid host name (for example shop.example.com)`,
  tooManyDomains: 'Up to 10 domains may embed your store',
  projectNotFound: 'Project not found',
  embedCodeNotFound: 'Embed code not found',
  // Partner designs
  signInToSubmitDesign: 'Please sign in to submit a design',
  selectProject: 'Please select a project',
  imageRequired: 'Please upload an image of your design',
  imageUploaded: 'Image uploaded successfully',
  imageUploadFailed: 'Failed to upload image',
  imageType: 'Image must be a PNG, JPG or GIF',
  imageTooLarge: 'Image must be 10 MB or smaller',
  titleRequired: 'Please enter a title',
  titleTooLong: 'Title must be 100 characters or fewer',
  descriptionTooLong: 'Description must be 500 characters or fewer',
  designSubmitted: 'Design submitted successfully! Our team will review it shortly.',
  designFailed: 'Failed to submit design',
  projectNotApproved: 'Designs can only be submitted to your approved projects',
  // Store
  storeNotFound: 'Partner Store Not Found',
  embedNotFound: 'Store Not Found',
  loadStoreFailed: 'Failed to load partner store',
} as const

/** Back-office messages of partner review and payouts. */
export const ADMIN_PARTNER_MESSAGES = {
  loadFailed: 'Failed to load partners',
  approved: 'Partner approved successfully',
  approveFailed: 'Failed to approve partner',
  rejected: 'Partner rejected',
  rejectFailed: 'Failed to reject partner',
  rejectConfirm:
    'Reject this partner application? The applicant is told and the project cannot be approved later.',
  notPending: 'Only pending applications can be approved or rejected',
  notFound: 'Partner not found',
  designApproved: 'Design approved: its products are live in the partner store',
  designRejected: 'Design rejected',
  designNotPending: 'Only pending designs can be approved or rejected',
  designNotFound: 'Design not found',
  designProjectNotApproved: 'Approve the partner before its designs',
  productionNotEligible: 'Only an approved design of an approved partner can go into production',
  payoutRecorded: 'Payout recorded',
  payoutFailed: 'Failed to record payout',
  payoutBelowMinimum: (minimum: string) => `The pending balance is below the ${minimum} minimum payout`,
  transactionRequired: 'Enter the transaction signature',
  rateRequired: 'Enter how many tokens a US dollar is worth',
  noTokenAddress: 'The project has no token address: pay in $RDO',
  noTransfer: (wallet: string, symbol: string) =>
    `The transaction transfers no ${symbol} to the partner's wallet ${wallet}`,
  tooSmall: (sent: string, due: string, symbol: string) =>
    `The transaction transfers ${sent} ${symbol} to the partner's wallet; ${due} ${symbol} is due`,
} as const

export const PARTNER_LOGO_MAX_BYTES = 5 * 1024 * 1024
export const PARTNER_DESIGN_IMAGE_MAX_BYTES = 10 * 1024 * 1024
export const PARTNER_TITLE_MAX = 100
export const PARTNER_DESCRIPTION_MAX = 500
export const PARTNER_PROJECT_DESCRIPTION_MAX = 2000
export const PARTNER_ALLOWED_DOMAINS_MAX = 10
/** The partner's share of each paid partner order line's price (excluding shipping), in percent. */
export const PARTNER_SHARE_PERCENT = 20
/** Smallest payout, in cents. */
export const PARTNER_MIN_PAYOUT_CENTS = 5000
/** Designs shown on the dashboard's overview. */
export const PARTNER_RECENT_DESIGNS = 3
export const PARTNER_STORE_PAGE_SIZE = 24
export const PARTNER_DESIGNS_PAGE_SIZE = 12
/** Print capacity each size of a new partner product starts with (editable like any stock). */
export const PARTNER_PRINT_CAPACITY = 1000

/** The products every approved partner design is sold as: type, label, colours, price, sizes. */
export const PARTNER_PRODUCT_TYPES = ['tshirt', 'hoodie', 'hat'] as const
export type PartnerProductType = (typeof PARTNER_PRODUCT_TYPES)[number]
export const PARTNER_STORE_CATALOGUE: Record<
  PartnerProductType,
  { label: string; colors: readonly string[]; price_cents: number; sizes: readonly string[] }
> = {
  tshirt: {
    label: 'T-Shirt',
    colors: ['Black', 'White', 'Navy'],
    price_cents: 2999,
    sizes: ['S', 'M', 'L', 'XL', 'XXL'],
  },
  hoodie: {
    label: 'Hoodie',
    colors: ['Black', 'Gray'],
    price_cents: 4999,
    sizes: ['S', 'M', 'L', 'XL', 'XXL'],
  },
  hat: { label: 'Hat', colors: ['Black'], price_cents: 2499, sizes: ['One Size'] },
}

/** Store filter keys: every type, or one. */
export const PARTNER_STORE_FILTERS = ['all', ...PARTNER_PRODUCT_TYPES] as const
export type PartnerStoreFilter = (typeof PARTNER_STORE_FILTERS)[number]

/** Host name as typed in allowed domains: labels of letters, digits and hyphens; `localhost` allowed. */
export const HOST_NAME_PATTERN =
  /^(?=.{1,253}$)(localhost|(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+)(:\d{1,5})?$/

/** The partner's share of a line price, in whole cents (rounded down). */
export const partnerShareOf = (lineCents: number) => Math.floor((lineCents * PARTNER_SHARE_PERCENT) / 100)
