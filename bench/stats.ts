/** A figure with `digits` decimals, for the reports. */
export const fmt = (n: number, digits = 0) => n.toFixed(digits)

/** The middle value (the upper middle of an even count), as the reports quote rounds and runs. */
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

/** The wall clock in milliseconds with sub-millisecond precision, comparable across processes. */
export const wallMs = () => performance.timeOrigin + performance.now()
