/** Cache keys of the signed-in person's wallet and of token gates, per account so a new sign-in asks again. */
export const walletKeys = {
  all: ['wallet'] as const,
  linked: (userId: string) => [...walletKeys.all, 'linked', userId] as const,
  gates: () => [...walletKeys.all, 'gate'] as const,
  gate: (userId: string, minimum: number) => [...walletKeys.gates(), userId, minimum] as const,
}

/** The token's public facts: the same for everyone. */
export const tokenInfoQueryKey = ['token-info'] as const
