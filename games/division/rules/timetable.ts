// §4.1: scheduled trains appear in their Division Yards; a freight draws its 6 cars, westbound first.
import { TIMETABLE } from '../data';
import { narrate } from './log';
import type { DivisionState, Train } from './state';

export function appearTrains(G: DivisionState, turn: number): void {
  for (const row of TIMETABLE) {
    if (row.appears !== G.stage) continue;
    for (const no of [row.west, row.east]) {
      const dir = no % 2 === 1 ? 'W' : 'E';
      const consist = G.carDeck.splice(0, row.cars);
      G.carDeckCount = G.carDeck.length;
      const t: Train = {
        no, dir, cls: row.cls, speed: row.speed, consist, pos: { at: 'yard', dp: dir === 'W' ? 'E' : 'W' },
        due: G.timetable.find((r) => r.no === no)!.due, crossed: 0,
      };
      G.trains.push(t);
      narrate(G, turn, undefined, `No. ${no} appears in the ${dir === 'W' ? 'East' : 'West'} Division Yard (due Stage ${t.due}).`);
    }
  }
}
