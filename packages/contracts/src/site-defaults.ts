/**
 * Brand defaults for the home hero when the admin has not edited it (docs/storefront.md#home). Kept free of zod so
 * the storefront's first bundle can import it without the schema library.
 */
export const DEFAULT_HERO = {
  title: 'Wear the Chain',
  subtitle: 'Crypto streetwear, minted for the community',
  description:
    'Limited drops, community-voted designs and meme culture stitched into heavyweight cotton. Built on Solana, made to be worn far beyond the timeline.',
} as const
