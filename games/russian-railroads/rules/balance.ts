// The project-designed components a seat can take, for the balance report (tools/balance.ts).
// "Taken" means hired, built, kept, used, claimed or chosen: whatever puts the component in the
// seat's hands. Board spaces that are merely reached (stars, line ends, printed specials) are
// positions, not choices, and are left out: their takers win more simply because they got far.
import type { BalanceComponent } from '../../kit/types';
import { ENGINEERS } from '../data/engineers';
import { FACTORIES } from '../data/factories';
import { END_BONUS_CARDS } from '../data/endBonus';
import { BONUS_CARDS, TOKENS } from '../data/tokens';
import { COAL_FACTORY, FOUNDRIES } from '../data/coal';
import { SPACES } from '../data/spaces';
import { EXTENSIONS, INCOME_MARKERS } from '../data/board-german';
import { COIN_SPACES } from '../data/board-american';
import type { RRSetup, RRState } from './state';

/** Project-designed action spaces: used at least once counts as taken. */
const PROJECT_SPACES = SPACES.filter((s) => s.source === 'project');

export function balanceComponents(setup: RRSetup): BalanceComponent[] {
  const rows: BalanceComponent[] = [
    ...ENGINEERS.map((e) => ({ kind: 'engineer', id: String(e.id), name: e.name })),
    ...FACTORIES.filter((f) => f.source === 'project' && (setup.coal || f.loco !== COAL_FACTORY)).map((f) => ({ kind: 'factory', id: String(f.loco), name: f.name })),
    ...END_BONUS_CARDS.map((c) => ({ kind: 'endBonus', id: c.id, name: c.name })),
    ...TOKENS.filter((t) => setup.coal || !t.coalOnly).map((t) => ({ kind: 'token', id: t.id, name: t.name })),
    // QC1–QC3 are the seed's cards but their effects are the project's: all five are listed.
    ...BONUS_CARDS.map((c) => ({ kind: 'bonusCard', id: c.id, name: c.name })),
    ...PROJECT_SPACES.filter((s) => setup.coal || !s.coalOnly).map((s) => ({ kind: 'space', id: s.id, name: s.name })),
  ];
  if (setup.coal) rows.push(...FOUNDRIES.map((f) => ({ kind: 'foundry', id: f.id, name: f.name })));
  if (setup.board === 'german') {
    rows.push(
      { kind: 'route', id: 'H', name: 'München–Hamburg' },
      { kind: 'route', id: 'B', name: 'München–Berlin' },
      ...EXTENSIONS.map((x) => ({ kind: 'extension', id: x.id, name: `${x.area} tile ${x.id}` })),
      ...INCOME_MARKERS.map((m) => ({ kind: 'income', id: m.id, name: m.name })),
    );
  }
  if (setup.board === 'american') rows.push(...COIN_SPACES.map((c) => ({ kind: 'coinSpace', id: c.id, name: `coin space ${c.id}` })));
  return rows;
}

export function componentsTaken(G: RRState, playerID: string): string[] {
  const p = G.players[playerID];
  if (!p) return [];
  const ids: string[] = [
    ...p.engineers.map((e) => `engineer:${e}`),
    ...p.factories.filter((n) => n > 0).map((n) => `factory:${n}`),
    ...(G.hands[playerID]?.endBonus ?? []).map((c) => `endBonus:${c}`),
    ...p.tokens.map((t) => `token:${t}`),
    ...p.bonusCards.map((c) => `bonusCard:${c}`),
    ...PROJECT_SPACES.filter((s) => G.spaces[s.id] === playerID).map((s) => `space:${s.id}`),
    ...p.foundries.map((f) => `foundry:${f}`),
    ...Object.values(p.extensions ?? {}).map((x) => `extension:${x}`),
    ...(p.income ?? []).map((m) => `income:${m.replace(/^(INC-[A-Z]).*$/, '$1')}`),
    ...COIN_SPACES.filter((c) => p.claimed.includes(c.id)).map((c) => `coinSpace:${c.id}`),
  ];
  if (p.route) ids.push(`route:${p.route}`);
  return ids;
}
