// Whether a move changed the hidden zones (G.secret): a move that did cannot be undone. Every
// zone is an array of card or engineer ids, so a copy of their contents answers the question
// exactly, as comparing their JSON before and after did, at a fraction of the cost (the bots'
// search runs this on every step).
import type { Secret } from './state';

/** The hidden zones' contents now; compare later with `secretChanged`. */
export type SecretSnapshot = readonly (string | readonly (string | number)[])[] | null;

export function secretSnapshot(secret: Secret | null): SecretSnapshot {
  if (!secret) return null;
  const out: (string | (string | number)[])[] = [];
  for (const key in secret) out.push(key, [...(secret as unknown as Record<string, (string | number)[]>)[key]]);
  return out;
}

/** True when the zones differ from the snapshot: a zone added, removed, or any id moved. */
export function secretChanged(secret: Secret | null, before: SecretSnapshot): boolean {
  if (!secret || !before) return !secret !== !before;
  let i = 0;
  for (const key in secret) {
    if (i >= before.length || before[i] !== key) return true;
    const was = before[i + 1] as readonly (string | number)[];
    const now = (secret as unknown as Record<string, (string | number)[]>)[key];
    if (was.length !== now.length) return true;
    for (let j = 0; j < now.length; j++) if (was[j] !== now[j]) return true;
    i += 2;
  }
  return i !== before.length;
}
