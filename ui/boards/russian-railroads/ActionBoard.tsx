// The main board as a grid of action-space cards grouped by kind. A card is clickable only when the
// enumerator lists a move for it (placing workers, relocating the turn-order worker, or the
// Dispatcher's copy); its cost, its occupant and what it does are printed on it.
import { useState } from 'react';
import type { RRState } from '../../../games/russian-railroads/rules/state';
import type { SpaceInfo } from '../../../games/russian-railroads/rules/actions';
import type { Effect } from '../../../games/russian-railroads/data/types';
import { type Offer, spaceMove, describeEffects, engineerText, paymentLabel, mv } from './model';
import { Cost, SeatToken, TrackChip, Rouble, Worker } from './pieces';
import { whyNotProps } from '../../kit/why';
import { RulesLink } from '../../kit/RulesLink';
import { ACTION_GROUP_RULES } from './rulesAnchors';

interface Group { key: string; title: string; test: (id: string) => boolean }
const GROUPS: Group[] = [
  { key: 'tracks', title: 'Track extension', test: (id) => /^T\d+$/.test(id) },
  { key: 'locos', title: 'Locomotives & factories', test: (id) => /^L\d$/.test(id) },
  { key: 'industry', title: 'Industrialisation', test: (id) => /^I\d$/.test(id) || id === 'LR' },
  { key: 'extras', title: 'Doubler, roubles, workers', test: (id) => id === 'D' || id === 'R' || id === 'W' },
  { key: 'engineers', title: 'Engineers', test: (id) => id === 'HIRE' || /^E\d+$/.test(id) },
  { key: 'order', title: 'Turn order', test: (id) => /^TO\d$/.test(id) },
  { key: 'coal', title: 'Coal board', test: (id) => /^C\d+$/.test(id) || id === 'MINE' },
];

/** The rules section a group's "?" opens, named with the group when the two differ ("Tracks (Track extension)"). */
function groupRulesTitle(group: Group): string {
  const section = ACTION_GROUP_RULES[group.key]?.title ?? 'The action spaces';
  return section === group.title ? section : `${section} (${group.title})`;
}

/** The picture on a card: coloured track chips for track spaces, plain words otherwise. */
function Emblem({ space, hireId }: { space: SpaceInfo; hireId: number | null }) {
  const adv = space.effects.find((e): e is Extract<Effect, { e: 'adv' }> => e.e === 'adv');
  if (adv && space.effects.length === 1 && /^T/.test(space.id)) {
    return (
      <span className="rr-emblem">
        <span className="rr-emblem-n">{adv.n}×</span>
        {adv.cols.length === 5 ? <span className="rr-any" title="any colour you have">{[0, 1, 2, 3, 4].map((c) => <i key={c} className={`rr-any-${c}`} />)}<b>any</b></span> : adv.cols.map((c) => <TrackChip key={c} colour={c} size={22} />)}
        {space.reusable && <span className="rr-reuse" title="Never occupied: anyone may use it again">↻</span>}
      </span>
    );
  }
  if (space.id === 'HIRE') {
    return <span className="rr-emblem rr-emblem-text">{hireId != null ? `Hire #${hireId}` : 'No engineer'}</span>;
  }
  if (/^E\d+$/.test(space.id)) return <span className="rr-emblem rr-emblem-text">#{space.id.slice(1)} {space.name}</span>;
  const words: Record<string, string> = {
    L1: 'Loco or factory', L2: 'Loco or factory', L3: 'Loco + factory', I1: 'Industry +1', I2: 'Industry +2', LR: 'Industry +3',
    D: 'Doubler', R: '+2 roubles', W: '2 temp. workers', TO1: '1st next round', TO2: '2nd next round',
    C1: '2 coal', C2: 'Face-up foundry', C3: 'Boilerman', MINE: 'Mining eng.: 3 coal',
  };
  return <span className="rr-emblem rr-emblem-text">{words[space.id] ?? space.name}</span>;
}

function spaceHelp(space: SpaceInfo, hireId: number | null): string {
  if (space.id === 'HIRE') return hireId != null ? `Hire engineer #${hireId} (${engineerText(hireId).name}: ${engineerText(hireId).text}).` : 'No engineer is left to hire this round.';
  if (space.id === 'TO1' || space.id === 'TO2') return `${space.name}. After everyone has passed, this worker moves to a free space and acts again.`;
  if (space.id === 'LR') return 'Last round: 3 industry advancements.';
  return describeEffects(space.effects) + (space.reusable ? '. Never occupied: anyone may use it again this round.' : '.');
}

export function ActionBoard({
  G, spaces, offer, play, whyNot, playerNames, compact,
}: {
  G: RRState;
  spaces: SpaceInfo[];
  offer: Offer;
  play: (move: string, ...args: any[]) => void;
  /** The game's reason a move is refused now (see RailhouseBoardProps.whyNot). */
  whyNot?: (move: string, ...args: any[]) => string | null;
  playerNames: Record<string, string>;
  compact?: boolean;
}) {
  const [paying, setPaying] = useState<string | null>(null);
  const hireId = G.engineers[G.engineers.length - 1] ?? null;
  const nameOf = (seat: string) => (seat === 'emil' ? 'Emil' : playerNames[seat] ?? `Player ${Number(seat) + 1}`);
  const grouped = GROUPS.map((g) => ({ ...g, spaces: spaces.filter((s) => g.test(s.id)) }));
  const rest = spaces.filter((s) => !GROUPS.some((g) => g.test(s.id)));
  if (rest.length) grouped.push({ key: 'other', title: 'Other spaces', test: () => true, spaces: rest });

  const card = (space: SpaceInfo) => {
    const kind = spaceMove(offer, space.id);
    const occupant = G.spaces[space.id];
    const options = kind === 'place' ? offer.place.get(space.id)! : [];
    const help = spaceHelp(space, hireId);
    const engineer = /^E\d+$/.test(space.id) ? engineerText(Number(space.id.slice(1))) : space.id === 'HIRE' && hireId != null ? engineerText(hireId) : null;
    const open = paying === space.id && options.length > 1;
    const onMain = () => {
      if (kind === 'place') play('placeWorkers', space.id, options[0]);
      else if (kind === 'relocate') play('relocateWorker', space.id);
      else if (kind === 'copy') play('copyTrackSpace', space.id);
      setPaying(null);
    };
    // A greyed card says why it cannot be taken: the rules' own reason for placing workers there.
    const why = kind ? null : (whyNot?.('placeWorkers', space.id, space.roubles) ?? 'Not now: finish the current step first.');
    const verb = kind === 'relocate' ? 'Move your turn-order worker here' : kind === 'copy' ? 'Copy this space' : kind === 'place' ? `Take this space (${paymentLabel(space.workers, space.roubles, options[0])})` : '';
    return (
      <div
        key={space.id}
        className={`rr-space rr-space-${space.id.replace(/\d+$/, '')}${kind ? ' rr-legal' : ''}${occupant ? ' rr-taken' : ''}${open ? ' rr-paying' : ''}`}
        data-space={space.id}
        data-legal={kind ? 'true' : 'false'}
      >
        <button
          type="button"
          className="rr-space-main"
          {...(kind === 'place' ? mv('placeWorkers', space.id, options[0]) : kind === 'relocate' ? mv('relocateWorker', space.id) : kind === 'copy' ? mv('copyTrackSpace', space.id) : {})}
          {...(why ? whyNotProps(why) : { title: help })}
          onClick={kind ? onMain : undefined}
          aria-label={`${space.id} ${space.name}: ${help}${occupant ? ` Taken by ${nameOf(occupant)}.` : ''}${kind ? ` ${verb}.` : ` Not available: ${why}`}`}
        >
          <Emblem space={space} hireId={hireId} />
          {engineer && !compact && <span className="rr-space-text">{engineer.text}</span>}
          <span className="rr-space-foot">
            <Cost workers={space.workers} roubles={space.roubles} coal={space.coal ?? 0} />
            <span className="rr-space-id">{space.id}</span>
            {occupant && <SeatToken seat={occupant} size={20} title={`taken by ${nameOf(occupant)}`} />}
          </span>
        </button>
        {options.length > 1 && (
          <button
            type="button"
            className="rr-pay-toggle"
            aria-expanded={open}
            aria-label={`Other ways to pay for ${space.id}`}
            title="Pay with roubles instead of workers"
            onClick={() => setPaying(open ? null : space.id)}
          >
            <Rouble size={16} />
          </button>
        )}
        {open && (
          <div className="rr-pay-options" role="group" aria-label={`Pay for ${space.id}`}>
            {options.map((r) => (
              <button key={r} type="button" className="rr-btn rr-btn-small" {...mv('placeWorkers', space.id, r)} onClick={() => { setPaying(null); play('placeWorkers', space.id, r); }}>
                {Array.from({ length: space.workers - (r - space.roubles) }, (_, i) => <Worker key={`w${i}`} size={13} />)}
                {Array.from({ length: r }, (_, i) => <Rouble key={`r${i}`} size={13} />)}
                <span>{paymentLabel(space.workers, space.roubles, r)}</span>
              </button>
            ))}
          </div>
        )}
      </div>
    );
  };

  return (
    <section className="rr-actions" aria-label="Action spaces">
      {grouped.filter((g) => g.spaces.length).map((g) => (
        // The engineers on offer come and go during a round; their group keeps the room of three cards,
        // so hiring one does not re-wrap the other groups and move the board under the player's hand.
        <div key={g.key} className={`rr-group rr-group-${g.key}`} style={{ flexGrow: g.key === 'engineers' ? 3 : g.spaces.length, flexBasis: `${g.key === 'engineers' ? 3 * 132 + 14 : g.spaces.length * 100 + 14}px` }}>
          <h3 className="rr-group-title">
            {g.title}
            <RulesLink game="russian-railroads" section={ACTION_GROUP_RULES[g.key]?.id} title={groupRulesTitle(g)} />
          </h3>
          <div className="rr-space-grid">{g.spaces.map(card)}</div>
        </div>
      ))}
    </section>
  );
}
