/** Texts for failures nothing else describes: zod-free, so the web app's API client can import them alone. */
export const ERROR_MESSAGES = {
  /** A failure that came without a message: no answer at all, or an answer that carries none. */
  unknown: 'An unknown error occurred',
  /** The server's answer to a failure it does not describe (an unexpected 500). */
  generic: 'An error occurred',
} as const
