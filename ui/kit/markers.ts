// Attributes that tell what a clickable element does, for tests and tools reading the page:
// data-move + data-args on an element that plays that move with those arguments, data-step
// (and data-value) on one that only narrows a choice on screen without sending anything.

/** Marks an element that plays `move(...args)`. */
export function mv(move: string, ...args: unknown[]): Record<string, string> {
  return { 'data-move': move, 'data-args': JSON.stringify(args) };
}

/** Marks an element that only narrows a choice on screen (step `name`, picking `value`). */
export function step(name: string, value?: unknown): Record<string, string> {
  return value === undefined ? { 'data-step': name } : { 'data-step': name, 'data-value': String(value) };
}
