// The run stage's step moves (design §5.4, §6.2): every step refused as soon as it could not lead to
// a legal run; a router plan replayed step by step reaches the same revenue.
import { describe, expect, it } from 'vitest';
import { buildNetwork } from '../../../../games/lost-atlas/route/network';
import { companyView } from '../../../../games/lost-atlas/route/view';
import { autoRoute } from '../../../../games/lost-atlas/route/router';
import {
  emptyDraft, setRunConfigReason, startRunReason, applyStartRun, extendRunReason, applyExtendRun, nextLinks,
  closeRunReason, applyCloseRun, circusDoubleReason, confirmRuns,
} from '../../../../games/lost-atlas/route/draft';
import type { AbilityId } from '../../../../games/lost-atlas/data/minors';
import type { TrainHeld } from '../../../../games/lost-atlas/rules/state';
import { hex, mapOf } from '../helpers/map';
import { STRESS } from './corpus';

const T = (card: string, type: TrainHeld['type']): TrainHeld => ({ card, type });
const line = (abilities: AbilityId[] = []) => companyView(buildNetwork(mapOf([
  hex(0, 0, { tile: '57', hubs: { 0: ['X'] } }), hex(0, 1, { tile: '9' }), hex(0, 2, { tile: '57', hubs: { 0: ['Y'] } }),
  hex(0, 3, { tile: '9' }), hex(0, 4, { tile: '57' }),
])), { id: 'X', abilities, circusAvailable: true }, { phase: 'yellow', dd: {} });
const A = '0,0#0>0,2#0@0,0/0.0,1/0';
const B = '0,2#0>0,4#0@0,2/0.0,3/0';

describe('run steps', () => {
  it('a full city ends the run; the limit is checked as the run grows; track is never reused across runs', () => {
    const v = line();
    const cards = [T('T3-1', '3'), T('T2-1', '2')];
    const d = emptyDraft();
    expect(startRunReason(v, cards, d, 'T9', '0,0#0')).toMatch(/no train T9/);
    expect(startRunReason(v, cards, d, 'T3-1', '0,0#0')).toBeNull();
    applyStartRun(d, 'T3-1', '0,0#0');
    expect(extendRunReason(v, cards, d, 'nonsense')).toMatch(/no track/);
    expect(nextLinks(v, cards, d)).toEqual([[A]]);
    applyExtendRun(v, d, A);
    expect(extendRunReason(v, cards, d, B)).toMatch(/ends the run/); // (0,2) is full for X
    expect(closeRunReason(v, cards, d)).toBeNull();
    applyCloseRun(d);
    expect(startRunReason(v, cards, d, 'T3-1', '0,0#0')).toMatch(/already run/);
    applyStartRun(d, 'T2-1', '0,2#0');
    expect(extendRunReason(v, cards, d, '0,2#0>0,0#0@0,1/0.0,0/0')).toMatch(/reuse track/);
    expect(closeRunReason(v, cards, d)).toMatch(/local run/);
    expect(confirmRuns(v, cards, d).revenue).toBe(40); // the unclosed run is dropped
  });

  it('S000-0006 the Circus double needs a spare stop and comes once per OR', () => {
    const v = line(['circus']);
    const cards = [T('T3-1', '3')];
    const d = emptyDraft();
    applyStartRun(d, 'T3-1', '0,0#0');
    applyExtendRun(v, d, A);
    applyCloseRun(d);
    expect(circusDoubleReason(v, cards, d, 'T3-1', '0,4#0')).toMatch(/counted by that run/);
    expect(circusDoubleReason(v, cards, d, 'T3-1', '0,2#0')).toBeNull();
    d.circus = { run: 'T3-1', stop: '0,2#0' };
    expect(circusDoubleReason(v, cards, d, 'T3-1', '0,0#0')).toMatch(/already been counted twice/);
    expect(confirmRuns(v, cards, d).revenue).toBe(60);
    expect(circusDoubleReason(line([]), cards, d, 'T3-1', '0,2#0')).toMatch(/Only the Circus/);
  });

  it('S000-0008 the config is chosen before the first run, afresh each OR (a new draft starts at none)', () => {
    const v = line(['coupling']);
    const cards = [T('T2-1', '2'), T('T2-2', '2')];
    const d = emptyDraft();
    expect(d.config).toEqual({ mode: 'none' });
    expect(setRunConfigReason(v, cards, d, { mode: 'couple', consist: ['T2-1', 'T2-2'] })).toBeNull();
    applyStartRun(d, 'T2-1', '0,0#0');
    expect(setRunConfigReason(v, cards, d, { mode: 'none' })).toMatch(/before the first run/);
  });

  it('a router plan replays through the step moves to the same revenue (the stress corpus)', () => {
    for (const entry of STRESS.slice(1, 5)) {
      const { view, cards } = entry.build();
      const { plan, revenue } = autoRoute(view, cards);
      const d = emptyDraft();
      expect(setRunConfigReason(view, cards, d, plan.config)).toBeNull();
      d.config = plan.config;
      for (const run of plan.runs) {
        expect(startRunReason(view, cards, d, run.run, run.stops[0])).toBeNull();
        applyStartRun(d, run.run, run.stops[0]);
        for (const key of run.links) {
          expect(extendRunReason(view, cards, d, key)).toBeNull();
          applyExtendRun(view, d, key);
        }
        expect(closeRunReason(view, cards, d)).toBeNull();
        applyCloseRun(d);
      }
      if (plan.circus) {
        expect(circusDoubleReason(view, cards, d, plan.circus.run, plan.circus.stop)).toBeNull();
        d.circus = plan.circus;
      }
      expect(confirmRuns(view, cards, d).revenue).toBe(revenue);
    }
  });
});
