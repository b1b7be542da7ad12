// playerView (design §5.5): no seat holds a private secret, so every seat and spectators get the
// same view: `secret` (the map stack's order and contents, homes removed unseen) is removed and only
// its size is shown.
import type { LAState } from './rules/state';

export type LAView = Omit<LAState, 'secret'> & { stackCount: number; secret?: undefined; /** Events module: cards left in the face-down deck (§5.5). */ eventsLeft?: number };

export function stripSecrets(G: LAState): LAView {
  const { secret, ...rest } = G;
  const view: LAView = { ...rest, stackCount: secret.stack.length };
  if (secret.eventDeck) view.eventsLeft = secret.eventDeck.length; // the deck's order and the boxed cards stay secret
  return view;
}
