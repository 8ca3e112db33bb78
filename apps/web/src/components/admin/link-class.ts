/** A text link inside a back-office table or panel (a name, an id, a "Review design"). */
export const linkClass =
  'rounded font-medium text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none'
