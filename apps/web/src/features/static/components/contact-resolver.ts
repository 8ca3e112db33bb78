import { zodResolver } from '@hookform/resolvers/zod'
import { contactBody } from '@rdo/contracts/contact'

/** The contact form's validation: loaded when the visitor starts on the form, not with the page. */
export const contactResolver = zodResolver(contactBody)
