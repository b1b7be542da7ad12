// One player's board: the three railroads with their track markers, locomotives and special
// spaces, the doubler row, the industry track with factories and markers, engineers, tokens and
// (for the owner only) End Bonus cards. Targets of the current step are buttons on the board.
import type { RRState, PlayerState } from '../../../games/russian-railroads/rules/state';
import { boardOf, lineLen, playerDoubleLines, playerSpecials, playerStars } from '../../../games/russian-railroads/rules/board';
import { reach } from '../../../games/russian-railroads/rules/locos';
import { lineTrackPoints, roundScore } from '../../../games/russian-railroads/rules/scoring';
import { INDUSTRY_TRACK, FACTORY_SLOTS, DOUBLER_SPACES, TRACK_VALUES } from '../../../games/russian-railroads/data/board-base';
import { TOKENS } from '../../../games/russian-railroads/data/tokens';
import { GOLDEN_SPIKE } from '../../../games/russian-railroads/data/board-american';
import type { SpecialRow } from '../../../games/russian-railroads/data/board-base';
import { type Offer, COLOUR_NAMES, engineerText, factoryText, tokenText, bonusCardText, endBonusText, paymentLabel, mv, foundryText, incomeText, coinSpaceText, conditionText, rewardText } from './model';
import { Coal, Loco, Rouble, SeatToken, TrackChip, Worker, trackSwatch } from './pieces';
import { playerColor } from '../../kit/colors';

const SLOT_NAMES = ['Trans-Siberian (1st)', 'Trans-Siberian (2nd)', 'St. Petersburg', 'Kiev'];

function specialIcon(s: SpecialRow): { icon: string; title: string } {
  const r = s.reward;
  const icon =
    r.r === 'unlock' ? ['', 'G', 'B', 'N', 'W'][r.colour] ?? '+'
    : r.r === 'points' ? `+${r.n}`
    : r.r === 'worker' ? '+w'
    : r.r === 'token' ? '?'
    : r.r === 'extension' ? '⇶'
    : '!';
  return { icon, title: `When the ${conditionText(s.when)}: ${rewardText(r)}.` };
}

function Railroads({ G, p, pid, offer, play, mine }: { G: RRState; p: PlayerState; pid: string; offer: Offer; play: (m: string, ...a: any[]) => void; mine: boolean }) {
  const board = boardOf(G);
  const maxLen = Math.max(...board.lines.map((l) => l.length));
  const vals = p.revalued ? board.revalued : TRACK_VALUES.base;
  const route = p.route;
  // Until the München route is chosen, the board shows the Hamburg branch (the longer one).
  const shown: PlayerState = route ? p : { ...p, route: 'H' };
  const allSpecials = playerSpecials(G, shown);
  const allStars = playerStars(G, p);
  const allDoubles = playerDoubleLines(G, p);
  return (
    <div className="rr-lines" style={{ ['--cols' as any]: maxLen + 1 }}>
      {board.lines.map((line, l) => {
        const t = p.tracks[l];
        const r = reach(G, p, l);
        const routes = line.routes;
        const length = lineLen(G, shown, l);
        const pts = lineTrackPoints(G, p, l);
        const targets = new Map<number, number>(); // space → colour that may move onto it
        if (mine) for (const [ol, c, route] of offer.advance) if (ol === l && route === undefined) targets.set(t[c] + 1, c);
        const waiting = t.map((pos, c) => (pos === 0 ? c : -1)).filter((c) => c >= 0);
        const specials = allSpecials.filter((s) => s.when.c !== 'industry' && s.when.line === l);
        const stars = allStars.filter((s) => s.line === l);
        const dbl = allDoubles.find((d) => d.line === l);
        const medal = board.medal.line === l ? board.medal : null;
        const coinSpaces = board.coinSpaces.filter((c) => c.line === l);
        const spike = board.goldenSpike.find((g) => g.line === l);
        return (
          <div key={line.id} className="rr-line" aria-label={`${line.name} railroad`}>
            <div className="rr-line-head">
              <strong>{line.name}</strong>
              {routes && <span className="rr-route" title={`After space ${routes.switchAt}: Hamburg (${routes.H} spaces) or Berlin (${routes.B})`}>{route === 'H' ? '→ Hamburg' : route === 'B' ? '→ Berlin' : `switch at ${routes.switchAt}`}</span>}
              <span className="rr-line-locos">
                {line.slots.map((slot) => {
                  const legal = mine && offer.locoSlots.includes(slot);
                  const n = p.locos[slot];
                  const boiler = p.locoBoiler?.[slot];
                  const pic = (
                    <>
                      <Loco n={n} size={20} title={`${SLOT_NAMES[slot] ?? 'slot'}: ${n ? `locomotive ${n}` : 'empty'}${boiler ? ' with a boilerman (+1)' : ''}`} />
                      {boiler && n > 0 && <span className="rr-boiler" title="boilerman: +1">+1</span>}
                    </>
                  );
                  return legal ? (
                    <button key={slot} type="button" className="rr-target rr-loco-slot" data-loco-slot={slot} {...mv('placeLocomotive', slot)} onClick={() => play('placeLocomotive', slot)} aria-label={`Place the locomotive on ${SLOT_NAMES[slot] ?? `slot ${slot}`}${n ? ` (replaces #${n})` : ''}`}>
                      {pic}
                    </button>
                  ) : (
                    <span key={slot} className="rr-loco-slot">{pic}</span>
                  );
                })}
                <span className="rr-reach" title="Spaces reached by the locomotives score">reach {r}</span>
              </span>
              <span className="rr-line-pts" title="Points this railroad scores at the end of the round">{pts} pts</span>
            </div>
            <div className="rr-line-cells">
              <div className="rr-cell rr-depot" title="Tracks waiting at the start of the railroad">
                {waiting.map((c) => <TrackChip key={c} colour={c} size={16} />)}
              </div>
              {Array.from({ length }, (_, i) => {
                const s = i + 1;
                let scoring = -1;
                for (let c = 4; c >= 0; c--) if (t[c] >= s) { scoring = c; break; }
                const marker = t.findIndex((pos) => pos === s);
                const inReach = s <= r;
                const value = scoring >= 0 && inReach ? vals[scoring] * (l === board.doublerLine && s <= p.doublers ? 2 : 1) : 0;
                const sp = specials.filter((x) => x.when.c !== 'industry' && x.when.space === s && x.reward.r !== 'points');
                const st = stars.find((x) => x.space === s);
                const target = targets.get(s);
                const cls = `rr-cell${inReach ? ' rr-reached' : ''}${scoring >= 0 ? ` rr-under-${scoring}` : ''}${target !== undefined ? ' rr-target-cell' : ''}`;
                const inner = (
                  <>
                    <span className="rr-cell-n">{s}</span>
                    {sp.map((x) => {
                      const ic = specialIcon(x);
                      return (
                        <span key={x.id} className={`rr-special${p.claimed.includes(x.id) ? ' rr-claimed' : ''}`} title={ic.title}>
                          {ic.icon === '+w' ? <>+<Worker size={9} fill="#6b4a00" title="worker" /></> : ic.icon}
                        </span>
                      );
                    })}
                    {st && <span className="rr-special rr-star" title={`Black track and a locomotive here: ${st.points} points every scoring`}>★{st.points}</span>}
                    {dbl && dbl.space === s && <span className="rr-special rr-x2" title={`${COLOUR_NAMES[dbl.colour]} track and a locomotive here: the whole railroad scores double`}>×2</span>}
                    {medal && medal.space === s && <span className={`rr-special rr-medal${p.medal ? ' rr-has' : ''}`} title={`Kiev medal: ${COLOUR_NAMES[medal.colour]} track and a locomotive here: ${medal.points} points every scoring`}>M</span>}
                    {coinSpaces.filter((c) => c.space === s).map((c) => (
                      <span key={c.id} className={`rr-special rr-coinspace${p.claimed.includes(c.id) ? ' rr-claimed' : ''}`} title={`${COLOUR_NAMES[c.colour]} track here, then pay 1 rouble: ${coinSpaceText(c)}${p.claimed.includes(c.id) ? ' (done)' : ''}`}>
                        {COLOUR_NAMES[c.colour][0].toUpperCase()}₽
                      </span>
                    ))}
                    {spike && spike.space === s && <span className="rr-special rr-spike" title={`Golden Spike: black track and a locomotive here: +${GOLDEN_SPIKE.points} every railroad scoring`}>+{GOLDEN_SPIKE.points}</span>}
                    {marker >= 0 && <TrackChip colour={marker} size={22} />}
                    {target !== undefined && <TrackChip colour={target} size={22} ghost />}
                    {value > 0 && <span className="rr-cell-v">{value}</span>}
                  </>
                );
                return target !== undefined ? (
                  <button
                    key={s}
                    type="button"
                    className={cls}
                    data-advance={`${l}:${target}`}
                    {...mv('advanceTrack', l, target)} onClick={() => play('advanceTrack', l, target)}
                    aria-label={`Advance the ${COLOUR_NAMES[target]} track of the ${line.name} to space ${s}`}
                  >
                    {inner}
                  </button>
                ) : (
                  <div key={s} className={cls} title={`${line.name} ${s}${inReach ? '' : ' (not reached by a locomotive)'}`}>
                    {inner}
                  </div>
                );
              })}
            </div>
            {l === board.doublerLine && (
              <div className="rr-doublers" aria-label={`${p.doublers} of ${DOUBLER_SPACES} doublers`}>
                <div className="rr-cell rr-depot rr-doubler-label">×2</div>
                {Array.from({ length: DOUBLER_SPACES }, (_, i) => (
                  <div key={i} className={`rr-doubler${i < p.doublers ? ' rr-has' : ''}`} title={i < p.doublers ? 'doubler: this space scores double' : 'empty doubler space'}>
                    {i < p.doublers ? '×2' : ''}
                  </div>
                ))}
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}

function IndustryTrack({ p, pid, offer, play, mine }: { p: PlayerState; pid: string; offer: Offer; play: (m: string, ...a: any[]) => void; mine: boolean }) {
  const sw = playerColor(pid);
  const targets = new Map<number, number>();
  if (mine) for (const m of offer.industry) targets.set(p.industry[m] + 1, m);
  return (
    <div className="rr-industry" aria-label="Industry track">
      <div className="rr-line-head">
        <strong>Industry</strong>
        <span className="rr-line-pts" title="Points the industry markers score at the end of the round">{p.industry.reduce((s, i) => s + INDUSTRY_TRACK[i].scores, 0)} pts</span>
      </div>
      <div className="rr-ind-cells">
        {INDUSTRY_TRACK.map((sp, i) => {
          const slot = FACTORY_SLOTS.indexOf(i);
          const factory = slot >= 0 ? p.factories[slot] : undefined;
          const replaceable = mine && slot >= 0 && offer.factorySlots.includes(slot);
          const markers = p.industry.map((pos, m) => (pos === i ? m : -1)).filter((m) => m >= 0);
          const target = targets.get(i);
          const label = sp.kind === 'factory' ? (factory ? `F${factory === 10 ? 'c' : factory}${p.factoryBoiler?.[slot] ? '+' : ''}` : 'factory') : sp.kind === 'token' ? '?' : sp.kind === 'start' ? '0' : String(sp.scores);
const title = sp.kind === 'factory' ? (factory ? `${factory === 10 ? 'Coal factory: 3 coal' : factoryText(factory)}${p.factoryBoiler?.[slot] ? ' (boilerman: improved)' : ''}` : 'Empty factory space: markers cannot enter it until a factory is built here') : sp.kind === 'token' ? `? space: use a ? token (scores ${sp.scores})` : `scores ${sp.scores}`;
          const cls = `rr-ind${sp.kind === 'factory' ? (factory ? ' rr-factory' : ' rr-factory-empty') : ''}${sp.kind === 'token' ? ' rr-ind-token' : ''}${target !== undefined || replaceable ? ' rr-target-cell' : ''}`;
          const inner = (
            <>
              <span className="rr-ind-label">{label}</span>
              {markers.map((m) => (
                <span key={m} className="rr-marker" style={{ background: sw.fill, color: sw.ink }} title={`industry marker ${m + 1}`}>{sw.letter}{p.industry.length > 1 ? m + 1 : ''}</span>
              ))}
            </>
          );
          if (target !== undefined) {
            return <button key={i} type="button" className={cls} data-industry={target} title={title} {...mv('advanceIndustry', target)} onClick={() => play('advanceIndustry', target)} aria-label={`Move industry marker ${target + 1} to space ${i}`}>{inner}</button>;
          }
          if (replaceable) {
            return <button key={i} type="button" className={cls} data-factory-slot={slot} title={title} {...mv('replaceFactory', slot)} onClick={() => play('replaceFactory', slot)} aria-label={`Replace factory #${factory}`}>{inner}</button>;
          }
          return <div key={i} className={cls} title={title}>{inner}</div>;
        })}
      </div>
    </div>
  );
}

export function PlayerBoard({
  G, pid, viewer, offer, play, name,
}: {
  G: RRState;
  pid: string;
  viewer: string | null;
  offer: Offer;
  play: (m: string, ...a: any[]) => void;
  name: string;
}) {
  const p = G.players[pid];
  const mine = viewer === pid;
  const sw = playerColor(pid);
  const rs = roundScore(G, p);
  const over = G.gameover != null;
  // End Bonus cards are secret: only their owner sees them, everyone once the game is over.
  const hand = mine || over ? G.hands[pid] : null;
  return (
    <article className="rr-pboard" style={{ ['--seat' as any]: sw.fill }} aria-label={`${name}'s board`} data-seat={pid}>
      <header className="rr-pboard-head">
        <SeatToken seat={pid} size={22} />
        <strong className="rr-pname">{name}</strong>
        <span className="rr-stat" title="Score">{p.score} pts</span>
        <span className="rr-stat" title="Workers in supply / owned">
          <Worker fill={sw.fill} size={15} /> {p.workers}/{p.owned}
        </span>
        {p.temp + p.tempPlaced > 0 && <span className="rr-stat" title="Temporary workers in hand (this round only)"><Worker fill="#2aa198" size={15} /> {p.temp}</span>}
        <span className="rr-stat" title="Roubles"><Rouble size={15} /> {p.roubles}</span>
        {G.setup.coal && <span className="rr-stat" title="Coal"><Coal size={15} /> {p.coal}</span>}
        {p.passed && <span className="rr-badge-passed">passed</span>}
        <span className="rr-round-est" title="What this board scores at the end of the round">
          round: +{rs.tracks + rs.bonuses + rs.industry}
        </span>
      </header>
      <Railroads G={G} p={p} pid={pid} offer={offer} play={play} mine={mine} />
      <IndustryTrack p={p} pid={pid} offer={offer} play={play} mine={mine} />
      <div className="rr-holdings">
        <div className="rr-holding">
          <h4>Engineers</h4>
          {p.engineers.length === 0 && <span className="rr-muted">none</span>}
          {p.engineers.map((id) => {
            const e = engineerText(id);
            const opts = mine ? offer.engineer.get(id) ?? [] : [];
            const reloc = mine && offer.relocateEngineer.has(id);
            const used = p.engineersUsed.includes(id);
            return (
              <div key={id} className={`rr-eng-card${used ? ' rr-used' : ''}${opts.length || reloc ? ' rr-legal' : ''}`} data-engineer={id}>
                <span className="rr-eng-title">#{id} {e.name}</span>
                <span className="rr-eng-text">{e.text}</span>
                <span className="rr-eng-foot">
                  {used ? <em>used this round</em> : null}
                  {opts.map((r) => (
                    <button key={r} type="button" className="rr-btn rr-btn-small" {...mv('useEngineer', id, r)} onClick={() => play('useEngineer', id, r)}>
                      Use ({paymentLabel(e.workers, e.roubles, r)})
                    </button>
                  ))}
                  {reloc && <button type="button" className="rr-btn rr-btn-small" {...mv('relocateToEngineer', id)} onClick={() => play('relocateToEngineer', id)}>Move worker here</button>}
                </span>
              </div>
            );
          })}
        </div>
        <div className="rr-holding">
          <h4>? tokens</h4>
          <div className="rr-tokens">
            {TOKENS.filter((t) => !t.coalOnly || G.setup.coal).map((t) => {
              const used = p.tokens.includes(t.id);
              const tt = tokenText(t.id);
              return <span key={t.id} className={`rr-token${used ? ' rr-used' : ''}`} title={`${tt.name}: ${tt.text}${used ? ' (used)' : ''}`}>{t.id.replace('Q', '?')}</span>;
            })}
          </div>
          {(p.revalued || p.medal || p.bonusCards.length > 0) && (
            <div className="rr-extras">
              {p.revalued && <span className="rr-pill" title="Brown 3, natural 6, white 10">Revaluation</span>}
              {p.medal && <span className="rr-pill" title="Kiev medal">Kiev medal</span>}
              {p.bonusCards.map((c) => <span key={c} className="rr-pill" title={bonusCardText(c).text}>{bonusCardText(c).name}</span>)}
            </div>
          )}
        </div>
        {G.setup.coal && (
          <div className="rr-holding">
            <h4>Foundries</h4>
            {p.foundries.length === 0 && <span className="rr-muted">none</span>}
            {p.foundries.map((id) => (
              <div key={id} className={`rr-eng-card${p.foundriesUsed.includes(id) ? ' rr-used' : ''}${mine && offer.useFoundry.includes(id) ? ' rr-legal' : ''}`} data-foundry={id}>
                <span className="rr-eng-title">{foundryText(id).name}</span>
                <span className="rr-eng-text">{foundryText(id).text} · 2 coal{p.foundriesUsed.includes(id) ? ' · used this round' : ''}</span>
              </div>
            ))}
          </div>
        )}
        {p.income.length > 0 && (
          <div className="rr-holding">
            <h4>Income markers</h4>
            {p.income.map((id, i) => (
              <div key={i} className={`rr-eng-card${p.incomeUsed.includes(i) ? ' rr-used' : ''}`}>
                <span className="rr-eng-text">{incomeText(id)}</span>
              </div>
            ))}
          </div>
        )}
        <div className="rr-holding">
          <h4>End Bonus</h4>
          {hand ? (
            hand.endBonus.length ? (
              hand.endBonus.map((c) => (
                <div key={c} className="rr-eb-card" data-endbonus={c}>
                  <strong>{endBonusText(c).name}</strong> <span>{endBonusText(c).text}</span>
                </div>
              ))
            ) : (
              <span className="rr-muted">none yet</span>
            )
          ) : (
            <span className="rr-muted">{p.endBonusCount} face down</span>
          )}
        </div>
      </div>
    </article>
  );
}

export { trackSwatch };
