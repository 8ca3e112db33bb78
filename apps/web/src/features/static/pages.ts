/** Information pages, each loaded on demand by the route table. */
export const loadShippingInfoPage = () => import('./components/shipping-info-page')
export const loadReturnsPage = () => import('./components/returns-page')
export const loadSizeGuidePage = () => import('./components/size-guide-page')
export const loadContactUsPage = () => import('./components/contact-us-page')
export const loadPrivacyPage = () => import('./components/privacy-page')
export const loadTermsPage = () => import('./components/terms-page')
export const loadTokenPage = () => import('./components/token-page')
export const loadPartnerProgramPage = () => import('./components/partner-program-page')
