// Shared shapes of the component tables. Every row says where its values come from.
export type Source = 'seed' | 'public' | 'project';

/** Track colours, in the order tracks follow each other: black leads, white trails. */
export const COLOURS = ['black', 'gray', 'brown', 'natural', 'white'] as const;
export type Colour = 0 | 1 | 2 | 3 | 4;
export const BLACK = 0, GRAY = 1, BROWN = 2, NATURAL = 3, WHITE = 4;

/** One effect of an action space, engineer, factory, token, card. Expanded into steps by rules/effects.ts. */
export type Effect =
  | { e: 'adv'; cols: Colour[]; n: number; lines?: number[] } // n advancements of the listed colours
  | { e: 'ind'; n: number } // n industry advancements (over any of your markers)
  | { e: 'tile'; mode: 'either' | 'both' | 'loco' | 'factory' } // locomotive and/or factory from the lowest stack
  | { e: 'doubler'; n: number }
  | { e: 'roubles'; n: number }
  | { e: 'points'; n: number }
  | { e: 'temp' } // the 2 turquoise temporary workers
  | { e: 'hire' } // the engineer on the hiring space
  | { e: 'ebDraw'; n: number } // draw n End Bonus cards, keep 1
  | { e: 'copyTrack' } // Dispatcher: any track space T1–T10 plus 1 of that colour
  | { e: 'pointsPerEngineer'; n: number }
  | { e: 'pointsTopLocos'; k: number } // sum of your k highest locomotives
  | { e: 'worker' } // the black worker: one more permanent worker
  | { e: 'engineer'; id: number; roubles: number } // take that engineer (and the roubles on its card)
  | { e: 'express' } // the #9 locomotive without a factory side
  | { e: 'factoryThenInd'; n: number }
  | { e: 'marker'; n: number } // second industry marker on 0, then n steps with it
  | { e: 'revalue' }
  | { e: 'medal' }
  | { e: 'qcard' }
  | { e: 'coal'; n: number }
  | { e: 'stoke' } // the top face-down foundry as a boilerman on a locomotive or factory
  | { e: 'foundry' } // one of the face-up foundries
  | { e: 'roundWorker' } // one more worker for this round only
  | { e: 'extraMarker' } // another industry marker on space 0 (German B10)
  | { e: 'income' }; // take an income marker (German)
