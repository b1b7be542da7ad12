// §6.1–§6.2: one region per Stage; crossing time is regions − start region and nothing else.
import { describe, expect, it } from 'vitest';
import { MAINLINE, type MainlineType } from '../../../games/division/data';
import { movement } from '../../../games/division/rules/movement';
import { crossingTime, startRegion } from '../../../games/division/rules/startRegion';
import type { CardState, Dir } from '../../../games/division/rules/state';
import { addTrain, craft, inYard } from './helpers';

type Mods = Partial<Pick<CardState, 'brakeman' | 'airbrakes' | 'helpers'>>;

/** Movements a train spends on the card under test, measured by running Movement on a 1-player Division. */
function measured(type: MainlineType, dir: Dir, speed: 'fast' | 'slow', mods: Mods = {}, hgUphill: Dir = 'E'): { movements: number; regions: number[] } {
  const cards: MainlineType[] = dir === 'E' ? [type, 'plains'] : ['plains', type];
  const k = dir === 'E' ? 0 : 1;
  const G = craft({ cards, stage: 2, hgUphill });
  Object.assign(G.cards[k], mods);
  const t = addTrain(G, { no: dir === 'E' ? 4 : 3, speed, cls: 2, pos: inYard(dir === 'E' ? 'W' : 'E') });
  let movements = 0;
  const regions: number[] = [];
  for (let i = 0; i < 12; i++) {
    movement(G);
    G.stage++;
    if (t.pos.at === 'card' && t.pos.card === k) { movements++; regions.push(t.pos.region); }
  }
  return { movements, regions };
}

const SPEEDS = ['fast', 'slow'] as const;
const DIRS = ['W', 'E'] as const;

describe('crossing time', () => {
  it('S003-0010 a train advances one region per Movement', () => {
    expect(measured('heavyGrade', 'E', 'slow').regions).toEqual([0, 1, 2]);
    expect(measured('curves', 'W', 'fast').regions).toEqual([0, 1]);
  });

  it('S003-0011 every card × speed × direction: crossing = regions − start region, measured in Movements', () => {
    for (const m of MAINLINE) for (const speed of SPEEDS) for (const dir of DIRS) {
      const card = { type: m.type, brakeman: false, airbrakes: false, helpers: false };
      expect(measured(m.type, dir, speed).movements, `${m.type} ${speed} ${dir}`).toBe(m.regions - startRegion(card, { dir, speed }, 'E'));
    }
  });

  it('S003-0012 printed mph is scenery: changing every mph changes no result', () => {
    const before = MAINLINE.map((m) => measured(m.type, 'E', 'slow').movements);
    const saved = MAINLINE.map((m) => m.mph);
    try {
      MAINLINE.forEach((m) => { m.mph = 1; });
      expect(MAINLINE.map((m) => measured(m.type, 'E', 'slow').movements)).toEqual(before);
    } finally {
      MAINLINE.forEach((m, i) => { m.mph = saved[i]; });
    }
  });

  it('S003-0014 S003-0015 a Slow train does not add a Stage per card: slow = fast on every card but Hilly', () => {
    for (const m of MAINLINE) {
      const f = measured(m.type, 'E', 'fast').movements;
      const s = measured(m.type, 'E', 'slow').movements;
      if (m.type === 'hilly') expect([f, s]).toEqual([1, 2]);
      else expect(s, m.type).toBe(f);
    }
  });

  it('S003-0031 Hilly: fast 1 Stage, slow 2', () => {
    expect(measured('hilly', 'W', 'fast').movements).toBe(1);
    expect(measured('hilly', 'W', 'slow').movements).toBe(2);
  });

  it('S003-0016 every start region away from the default is one of the four things', () => {
    const base = { brakeman: false, airbrakes: false, helpers: false };
    for (const m of MAINLINE) for (const speed of SPEEDS) for (const dir of DIRS) {
      const s = startRegion({ type: m.type, ...base }, { dir, speed }, 'E');
      if (s !== m.defaultEntry) expect(m.type, `${m.type} ${speed}`).toBe('hilly');
    }
    const grade = { type: 'heavyGrade' as const, brakeman: true, airbrakes: true, helpers: true };
    expect(startRegion(grade, { dir: 'W', speed: 'slow' }, 'E')).toBe(2);
    expect(startRegion({ type: 'uncontrolledSiding', ...base }, { dir: 'E', speed: 'fast' }, 'E', { siding: true })).toBe(0);
    expect(startRegion({ type: 'interchange', ...base }, { dir: 'E', speed: 'fast' }, 'E', { interchangeExtra: true })).toBe(0);
  });

  it('S003-0017 S003-0056 no crossing ever takes less than one Stage: Brakeman + Airbrakes downhill is 1, never 0', () => {
    for (const m of MAINLINE) for (const b of [false, true]) for (const h of [false, true]) for (const dir of DIRS) {
      const c = { type: m.type, brakeman: b, airbrakes: b, helpers: h };
      expect(crossingTime(c, { dir, speed: 'fast' }, 'E', { siding: false })).toBeGreaterThanOrEqual(1);
    }
    expect(measured('heavyGrade', 'W', 'slow', { brakeman: true, airbrakes: true }, 'E').movements).toBe(1);
  });

  it('S003-0055 a Heavy Grade is 3 Stages up and 3 down without help', () => {
    expect(measured('heavyGrade', 'E', 'slow', {}, 'E').movements).toBe(3);
    expect(measured('heavyGrade', 'W', 'slow', {}, 'E').movements).toBe(3);
  });

  it('S003-0048 Brakeman: a downhill train starts one region further on (2 Stages), uphill unchanged', () => {
    expect(measured('heavyGrade', 'W', 'slow', { brakeman: true }, 'E')).toEqual({ movements: 2, regions: [1, 2] });
    expect(measured('heavyGrade', 'E', 'slow', { brakeman: true }, 'E').movements).toBe(3);
  });

  it('S003-0050 Airbrakes: a downhill train starts one region further again (1 Stage)', () => {
    expect(measured('heavyGrade', 'W', 'fast', { brakeman: true, airbrakes: true }, 'E')).toEqual({ movements: 1, regions: [2] });
  });

  it('S003-0052 Helpers: an uphill train starts one region further on (2 Stages), downhill unchanged', () => {
    expect(measured('heavyGrade', 'E', 'slow', { helpers: true }, 'E')).toEqual({ movements: 2, regions: [1, 2] });
    expect(measured('heavyGrade', 'W', 'slow', { helpers: true }, 'E').movements).toBe(3);
  });

  it('S003-0072 S003-0074 orientation is not cosmetic: flipping hgUphill moves a Brakeman\'s and Helpers\' help to the other direction, for the whole game', () => {
    for (const up of DIRS) {
      const down: Dir = up === 'E' ? 'W' : 'E';
      expect(measured('heavyGrade', down, 'slow', { brakeman: true }, up).movements).toBe(2);
      expect(measured('heavyGrade', up, 'slow', { brakeman: true }, up).movements).toBe(3);
      expect(measured('heavyGrade', up, 'slow', { helpers: true }, up).movements).toBe(2);
      expect(measured('heavyGrade', down, 'slow', { helpers: true }, up).movements).toBe(3);
    }
  });
});
