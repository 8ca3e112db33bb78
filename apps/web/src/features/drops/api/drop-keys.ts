export const dropKeys = {
  clock: ['drops', 'clock'] as const,
  admin: ['admin', 'drops'] as const,
  adminList: ['admin', 'drops', 'list'] as const,
  live: (dropId: string) => ['admin', 'drops', 'live', dropId] as const,
}
