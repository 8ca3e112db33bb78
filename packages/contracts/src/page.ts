import { z } from 'zod'

/** What every page of a list says beside its rows: how many match in all, which page it is and its size. */
export const pageFields = {
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  per_page: z.number().int(),
}

/** One page of a list: its rows in `items`, and the page fields. */
export const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), ...pageFields })
