// Player cards (goods, storage, tech grid, contracts), contract cards and the score track.
import type { ReactNode } from 'react';
import { CITY_COLORS, playerColor } from '../../kit/colors';
import { ColorToken } from '../../kit/PatternDefs';
import { whyNotProps } from '../../kit/why';
import { RulesLink } from '../../kit/RulesLink';
import { TR_PANEL_RULES } from './rulesAnchors';
import { mv } from '../../kit/markers';
import { GOODS, HIDDEN, UPGRADES, contract, contractPoints, heldCount, storageLimit, unplacedTech, type TRState } from '../../../games/train-and-railway';
// Tables the game's index does not re-export (read-only data).
import { GEARS } from '../../../games/train-and-railway/data/goods';
import { COLUMN_THRESHOLDS } from '../../../games/train-and-railway/data/upgrades';
import { GOOD_NAMES, GOOD_TINT, GearGlyph, GoodIcon, MinusIcon, ShovelIcon, TechIcon } from './icons';

type PlayerState = TRState['players'][string];

const GOOD_IDS = GOODS.map((g) => g.id);
const goodValue = (good: string): number => GOODS.find((g) => g.id === good)?.value ?? 0;


/** A good with its count, as a chip. */
export function GoodChip({
  good,
  count,
  onClick,
  label,
  marker,
}: {
  good: string;
  count?: number;
  onClick?: () => void;
  label?: string;
  /** What a click does (mv / step from ui/kit/markers). */
  marker?: Record<string, string>;
}) {
  const text = label ?? `${count != null ? `${count} ` : ''}${GOOD_NAMES[good] ?? good}`;
  const inner = (
    <>
      <GoodIcon good={good} size={20} title={GOOD_NAMES[good]} />
      {count != null && <span className="tr-chip-count">{count}</span>}
    </>
  );
  if (onClick) {
    return (
      <button type="button" className="tr-chip tr-chip-button" style={{ background: GOOD_TINT[good] }} onClick={onClick} aria-label={text} title={text} {...marker}>
        {inner}
      </button>
    );
  }
  return (
    <span className="tr-chip" style={{ background: GOOD_TINT[good] }} title={text} aria-label={text} role="img">
      {inner}
    </span>
  );
}

/** The goods left in the common supply. */
export function SupplyStrip({ supply }: { supply: Partial<Record<string, number>> }) {
  return (
    <div className="tr-supply" aria-label="Supply">
      {GOOD_IDS.map((g) => (
        <span key={g} className={`tr-supply-item${(supply[g] ?? 0) === 0 ? ' tr-sold-out' : ''}`} title={`${supply[g] ?? 0} ${g} left in the supply`}>
          <GoodIcon good={g} size={18} title={`${g}: ${supply[g] ?? 0} left`} />
          {supply[g] ?? 0}
        </span>
      ))}
    </div>
  );
}

/** A contract card, face up; goods already delivered are shown struck out. */
export function ContractCard({
  id,
  left,
  sellable,
  onSell,
  whyNotSell,
  tag,
}: {
  id: string;
  /** Goods still needed (public cards); all goods for a secret card. */
  left?: string[];
  sellable?: string[];
  onSell?: (good: string) => void;
  /** During the viewer's sale: why a needed good cannot be sold to this card now (shown on it). */
  whyNotSell?: (good: string) => string | null;
  tag?: string;
}) {
  const row = contract(id);
  const sw = CITY_COLORS[row.colour];
  const remaining = [...(left ?? row.goods)];
  const icons: ReactNode[] = row.goods.map((g, i) => {
    const at = remaining.indexOf(g);
    const done = at < 0;
    if (!done) remaining.splice(at, 1);
    const canSell = !done && sellable?.includes(g) && onSell;
    const label = `${done ? 'delivered' : canSell ? 'sell' : 'needs'} ${g} (${goodValue(g)}★)`;
    return canSell ? (
      <button key={i} type="button" className="tr-contract-good tr-sellable" data-sell={`${id}:${g}`} {...mv('sellGood', id, g)} onClick={() => onSell!(g)} aria-label={`Sell ${g} to ${id}`} title={`Sell ${g} for ${goodValue(g)}★ and more if you hold the city bonus`}>
        <GoodIcon good={g} size={24} />
        <span className="tr-sell-tag">sell</span>
      </button>
    ) : !done && whyNotSell ? (
      <span key={i} className="tr-contract-good tr-unsellable" role="button" tabIndex={0} aria-label={`Sell ${g} to ${id}`} {...whyNotProps(whyNotSell(g))}>
        <GoodIcon good={g} size={24} />
      </span>
    ) : (
      <span key={i} className={`tr-contract-good${done ? ' tr-delivered' : ''}`} title={label}>
        <GoodIcon good={g} size={24} title={label} />
      </span>
    );
  });
  return (
    <div className={`tr-contract${sellable?.length ? ' tr-contract-active' : ''}`} data-contract={id} aria-label={`Contract ${id}, ${sw.name} city`}>
      <div className="tr-contract-band" style={{ background: sw.fill, color: sw.ink }}>
        <span className="tr-contract-letter">{sw.letter}</span>
        <span>{id}</span>
        <span className="tr-contract-points">{contractPoints(id)}★</span>
      </div>
      <div className="tr-contract-goods">{icons}</div>
      {tag && <div className="tr-contract-tag">{tag}</div>}
    </div>
  );
}

export function ContractBack() {
  return (
    <div className="tr-contract tr-contract-back" aria-label="A secret contract (face down)" data-contract-back="">
      <svg viewBox="0 0 40 28" width="40" height="28" aria-hidden="true">
        <path d="M4 20 H36 M4 16 H36" stroke="#d8c48f" strokeWidth="1.5" />
        <path d="M8 16 V22 M14 16 V22 M20 16 V22 M26 16 V22 M32 16 V22" stroke="#d8c48f" strokeWidth="1" />
        <path d="M12 12 L28 12 L28 6 L20 3 L12 6 Z" fill="#d8c48f" />
      </svg>
      <span>secret</span>
    </div>
  );
}

function LockIcon() {
  return (
    <svg width="9" height="10" viewBox="0 0 9 10" aria-label="locked" role="img">
      <rect x="0.5" y="4.2" width="8" height="5.4" rx="1" fill="#8a7f6a" />
      <path d="M2.2 4.4 V3 a2.3 2.3 0 0 1 4.6 0 V4.4" fill="none" stroke="#8a7f6a" strokeWidth="1.3" />
    </svg>
  );
}

/** A round (once) or tall oval (repeatable) token space, filled when a tech token lies on it. */
function TokenMark({ oval, n }: { oval: boolean; n: number }) {
  return (
    <span className="tr-token-mark">
      <svg width={oval ? 9 : 12} height="13" viewBox={oval ? '0 0 9 13' : '0 0 12 13'} aria-hidden="true">
        {oval ? (
          <ellipse cx="4.5" cy="6.5" rx="3.8" ry="5.8" fill={n ? '#8a6d3b' : '#fffdf8'} stroke="#8a6d3b" strokeWidth="1.2" />
        ) : (
          <circle cx="6" cy="6.5" r="5.2" fill={n ? '#8a6d3b' : '#fffdf8'} stroke="#8a6d3b" strokeWidth="1.2" />
        )}
      </svg>
      {oval && n > 0 && <span>×{n}</span>}
    </span>
  );
}

/** The four-column upgrade grid of a player card. */
export function TechGrid({ P, legal, onUpgrade, whyNot }: { P: PlayerState; legal?: Set<string>; onUpgrade?: (id: string) => void; whyNot?: (id: string) => string | null }) {
  const inColumns = (cols: number[]) => UPGRADES.filter((u) => cols.includes(u.column)).reduce((s, u) => s + (P.upgrades[u.id] ?? 0), 0);
  return (
    <div className="tr-tech-grid" role="group" aria-label="Upgrades">
      {[1, 2, 3, 4].map((col) => {
        const needed = COLUMN_THRESHOLDS.find((t) => t.column === col)!.needed;
        const have = inColumns([1, 2, 3].filter((c) => c < col));
        const open = have >= needed;
        return (
          <div key={col} className={`tr-tech-col${open ? '' : ' tr-tech-locked'}`}>
            <div className="tr-tech-head" title={col === 1 ? 'Always open' : `Opens with ${needed} tokens in the columns to its left (${have} now)`}>
              {col === 1 ? (
                'Column 1'
              ) : open ? (
                `Column ${col}`
              ) : (
                <>
                  <LockIcon /> {have}/{needed}
                </>
              )}
            </div>
            {UPGRADES.filter((u) => u.column === col).map((u) => {
              const n = P.upgrades[u.id] ?? 0;
              const can = legal?.has(u.id) && onUpgrade;
              const marks = <TokenMark oval={u.max > 1} n={n} />;
              const text = `${u.label}${u.max > 1 ? ` (oval: repeatable${u.max < 10 ? `, at most ${u.max}` : ''})` : ' (round: once)'}${n ? `, placed ${n}` : ''}`;
              const body = (
                <>
                  <span className={`tr-tech-mark${n ? ' tr-tech-on' : ''}`}>{marks}</span>
                  <span className="tr-tech-label">{u.label}</span>
                </>
              );
              return can ? (
                <button key={u.id} type="button" className="tr-tech-cell tr-tech-legal" onClick={() => onUpgrade!(u.id)} title={`Place a tech token: ${text}`} aria-label={`Upgrade: ${u.label}`} data-upgrade={u.id} {...mv('upgrade', u.id)}>
                  {body}
                </button>
              ) : (
                <div key={u.id} className={`tr-tech-cell${n ? ' tr-tech-placed' : ''}`} {...(whyNot ? { role: 'button', tabIndex: 0, 'aria-label': `Upgrade: ${u.label}`, ...whyNotProps(whyNot(u.id)) } : { title: text })}>
                  {body}
                </div>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}

export function PlayerCard({
  id,
  P,
  name,
  isViewer,
  isCurrent,
  legalUpgrades,
  onUpgrade,
  whyNotUpgrade,
  sellable,
  onSell,
}: {
  id: string;
  P: PlayerState;
  name: string;
  isViewer: boolean;
  isCurrent: boolean;
  legalUpgrades?: Set<string>;
  onUpgrade?: (id: string) => void;
  /** While the viewer has tech tokens to place: why an ability cannot take one (greyed cells say it). */
  whyNotUpgrade?: (id: string) => string | null;
  sellable?: Record<string, string[]>;
  onSell?: (contractId: string, good: string) => void;
}) {
  const sw = playerColor(id);
  const held = heldCount(P);
  const limit = storageLimit(P);
  const toPlace = unplacedTech(P);
  const goods = GOOD_IDS.filter((g) => (P.goods[g] ?? 0) > 0);
  const byColour = (colour: string) => P.completed.filter((c) => contract(c).colour === colour).length;
  return (
    <section className={`tr-player${isCurrent ? ' tr-player-current' : ''}`} style={{ borderColor: sw.fill }} aria-label={`${name}'s card`} data-player={id}>
      <header className="tr-player-head" style={{ background: sw.fill, color: sw.ink }}>
        <ColorToken swatch={sw} size={20} />
        <strong className="tr-player-name">
          {name}
          {isViewer ? ' (you)' : ''}
        </strong>
        {isCurrent && <span className="tr-player-turn">▶ turn</span>}
        <span className="tr-player-score" title="Score track">
          {P.score}★
        </span>
      </header>
      <div className="tr-player-body">
        <div className="tr-player-row">
          <span className="tr-storage" title="Goods held / storage limit">
            Storage <strong>{held}/{limit}</strong>
          </span>
          <span className="tr-goods">
            {goods.length ? goods.map((g) => <GoodChip key={g} good={g} count={P.goods[g]} />) : <span className="tr-muted">no goods</span>}
          </span>
        </div>
        <div className="tr-player-row tr-tokens">
          <span title={`Tech tokens: ${P.tech} received, ${P.tech - toPlace} placed, ${toPlace} to place`}>
            <TechIcon placed={false} /> {toPlace} to place <span className="tr-muted">({P.tech}/10 got)</span>
          </span>
          <span title="Shovels (build a factory for free)">
            <ShovelIcon /> {P.shovels}
          </span>
          <span title="Minus tokens: −3 each at the end">
            <MinusIcon /> {P.minus}
          </span>
          {P.extraTurns > 0 && <span title="Extra turns to come">⚡ {P.extraTurns} extra turn</span>}
          <RulesLink game="train-and-railway" section={TR_PANEL_RULES.upgrades.id} title={TR_PANEL_RULES.upgrades.title} />
        </div>
        <TechGrid P={P} legal={legalUpgrades} onUpgrade={onUpgrade} whyNot={whyNotUpgrade} />
        <div className="tr-player-row tr-player-contracts">
          <span className="tr-row-label">Secret</span>
          {P.secret.length === 0 && <span className="tr-muted">none</span>}
          {P.secret.map((c, i) =>
            c === HIDDEN ? (
              <ContractBack key={`h${i}`} />
            ) : (
              <ContractCard key={c} id={c} sellable={sellable?.[c]} onSell={onSell ? (g) => onSell(c, g) : undefined} tag={isViewer ? 'secret' : undefined} />
            ),
          )}
        </div>
        <div className="tr-player-row">
          <span className="tr-row-label">Completed</span>
          {P.completed.length === 0 ? (
            <span className="tr-muted">none</span>
          ) : (
            (['red', 'yellow', 'green', 'blue'] as const).map((colour) =>
              byColour(colour) ? (
                <span key={colour} className="tr-influence" style={{ background: CITY_COLORS[colour].fill, color: CITY_COLORS[colour].ink }} title={`${byColour(colour)} completed ${colour} contract(s): influence`}>
                  {CITY_COLORS[colour].letter} ×{byColour(colour)}
                </span>
              ) : null,
            )
          )}
        </div>
      </div>
    </section>
  );
}

/** The score track (0-35 in two rows) with its gears and every player's star meeple. */
export function ScoreTrack({ players, names }: { players: Record<string, PlayerState>; names: Record<string, string> }) {
  const max = 35;
  const perRow = 18;
  const W = 22;
  const x0 = 14;
  const rowH = 44;
  const width = x0 * 2 + W * (perRow - 1);
  const ids = Object.keys(players);
  const place = (n: number) => ({ x: x0 + W * (n % perRow), y: 34 + rowH * Math.floor(n / perRow) });
  const stackAt: Record<number, number> = {};
  return (
    <svg className="tr-score-track" viewBox={`0 0 ${width} ${rowH * 2 + 8}`} role="img" aria-label={`Score track: ${ids.map((id) => `${names[id] ?? id} ${players[id].score}`).join(', ')}`}>
      <rect x={1} y={1} width={width - 2} height={rowH * 2 + 6} rx={8} fill="#fbf6ea" stroke="#d8d0bf" />
      {[0, 1].map((row) => (
        <line key={row} x1={x0} y1={34 + rowH * row} x2={x0 + W * (perRow - 1)} y2={34 + rowH * row} stroke="#cdbf9f" strokeWidth={3} strokeLinecap="round" />
      ))}
      {Array.from({ length: max + 1 }, (_, n) => {
        const { x, y } = place(n);
        const gear = GEARS.values.includes(n);
        return (
          <g key={n}>
            {gear ? (
              <GearGlyph x={x} y={y} size={15} />
            ) : (
              <circle cx={x} cy={y} r={n % 5 === 0 ? 3.6 : 2.2} fill={n === 25 ? '#a3312a' : '#8a7f6a'} />
            )}
            {(n % 5 === 0 || n === 25) && (
              <text x={x} y={y + 15} textAnchor="middle" fontSize={9.5} fill={n === 25 ? '#a3312a' : '#5f665f'} fontWeight={n === 25 ? 700 : 400}>
                {n === 25 ? '25 end' : n}
              </text>
            )}
          </g>
        );
      })}
      {ids.map((id) => {
        const sw = playerColor(id);
        const pos = Math.max(0, Math.min(max, players[id].score));
        const k = (stackAt[pos] = (stackAt[pos] ?? 0) + 1) - 1;
        const p = place(pos);
        const x = p.x + k * 9;
        const y = p.y - 14 - k * 5;
        return (
          <g key={id} className="tr-meeple">
            <title>{`${names[id] ?? id}: ${players[id].score}`}</title>
            <path d={`M${x} ${y - 10} l2.9 6.2 6.7 .8 -4.9 4.6 1.3 6.7 -6 -3.3 -6 3.3 1.3 -6.7 -4.9 -4.6 6.7 -.8 z`} fill={sw.fill} stroke="#1b1b1b" strokeWidth={1} />
            <text x={x} y={y + 3.5} textAnchor="middle" fontSize={7} fontWeight={800} fill={sw.ink}>
              {sw.letter}
            </text>
            {players[id].score > max && (
              <text x={x + 9} y={y - 4} fontSize={9} fontWeight={700}>
                +{players[id].score - max}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
