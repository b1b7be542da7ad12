// playerView (design §5.5): no seat holds a private secret, so every seat and spectators get the
// same view: `secret` (the map stack's order and contents, homes removed unseen) is removed and only
// its size is shown.
import type { LAState } from './rules/state';

export type LAView = Omit<LAState, 'secret'> & { stackCount: number; secret?: undefined };

export function stripSecrets(G: LAState): LAView {
  const { secret, ...rest } = G;
  return { ...rest, stackCount: secret.stack.length };
}
