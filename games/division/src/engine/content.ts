// The Mainline deck, the two Division Points and the Home Office deck (seed 003 names this path:
// "The card table ... is GENERATED from src/engine/content.ts"). `npm run build:cards` renders these
// rows into RULES.md; tests/games/division/cards.test.ts checks them cell by cell against the seed.
export type Source = 'seed' | 'project';
export type MainlineType =
  | 'plains' | 'curves' | 'hilly' | 'heavyGrade' | 'doubleTrack'
  | 'uncontrolledSiding' | 'tunnel' | 'trestle' | 'interchange';

export interface MainlineRow {
  type: MainlineType;
  name: string;
  copies: number;
  dealt: true;
  regions: number;
  defaultEntry: number;
  /** Hilly only: start region of a fast and of a slow train. */
  speedEntry?: { fast: number; slow: number };
  trainsMayPass: boolean;
  /** "Extra may start": the one thing the printed car sorting gates (S003-0042). */
  sortsCars: boolean;
  /** The one conversion a Realignment makes of this card (S003-0054). */
  realignsTo?: MainlineType;
  /** Printed speed: scenery, read only by the board (S003-0012). */
  mph: number;
  /** The words on screen (S003-0039). */
  text: string;
  /** What the printed art says, where it differs from the name (S003-0025). */
  artLabel?: string;
  source: Source;
}

export const MAINLINE: MainlineRow[] = [
  { type: 'plains', name: 'Plains', copies: 2, dealt: true, regions: 1, defaultEntry: 0, trainsMayPass: false, sortsCars: false, realignsTo: 'doubleTrack', mph: 60,
    text: 'One region. Every train crosses in one Stage. A Realignment can double it into Double Track.', source: 'seed' },
  { type: 'curves', name: 'Curves', copies: 1, dealt: true, regions: 2, defaultEntry: 0, trainsMayPass: false, sortsCars: false, realignsTo: 'plains', mph: 35,
    text: 'Two regions: two Stages to cross. A Realignment can straighten it into Plains.', source: 'seed' },
  { type: 'hilly', name: 'Hilly', copies: 1, dealt: true, regions: 2, defaultEntry: 0, speedEntry: { fast: 1, slow: 0 }, trainsMayPass: false, sortsCars: false, mph: 45,
    text: 'Two regions. A fast train enters the second region and crosses in one Stage; a slow train crosses in two.', source: 'seed' },
  { type: 'heavyGrade', name: 'Heavy Grade', copies: 1, dealt: true, regions: 3, defaultEntry: 0, trainsMayPass: false, sortsCars: false, mph: 20,
    text: 'Three regions: three Stages up, three down. The arrow points uphill. Brakeman and Airbrakes help trains going down; Helpers help trains going up.', source: 'seed' },
  { type: 'doubleTrack', name: 'Double Track', copies: 1, dealt: true, regions: 1, defaultEntry: 0, trainsMayPass: true, sortsCars: false, mph: 60,
    text: 'One region with room for two trains of either direction. A following train may enter and pass a slower one here.', source: 'seed' },
  { type: 'uncontrolledSiding', name: 'Uncontrolled Siding', copies: 1, dealt: true, regions: 2, defaultEntry: 1, trainsMayPass: false, sortsCars: false, realignsTo: 'doubleTrack', mph: 40,
    text: 'Two regions. Trains run on the main line from the second region and cross in one Stage. A following train that finds the line taken waits in the siding, a region behind, and takes two Stages. Nobody passes here. A Realignment can rebuild it as Double Track.', source: 'seed' },
  { type: 'tunnel', name: 'Tunnel', copies: 1, dealt: true, regions: 2, defaultEntry: 0, trainsMayPass: false, sortsCars: false, mph: 30,
    text: 'Two regions: two Stages to cross.', source: 'seed' },
  { type: 'trestle', name: 'Trestle', copies: 1, dealt: true, regions: 1, defaultEntry: 0, trainsMayPass: false, sortsCars: false, realignsTo: 'uncontrolledSiding', mph: 25,
    text: 'One region: one Stage to cross. A Realignment can rebuild it as an Uncontrolled Siding.', source: 'seed' },
  { type: 'interchange', name: 'Interchange', copies: 1, dealt: true, regions: 2, defaultEntry: 1, trainsMayPass: false, sortsCars: true, mph: 15,
    text: 'Two regions. Through trains enter the second region and cross in one Stage. An Extra may be made up here: it starts in the back region and takes two Stages. The car sorting printed on the card is not used.',
    artLabel: 'Yard', source: 'seed' },
];

export const DIVISION_POINTS = [
  { id: 'W' as const, name: 'West Division Point', copies: 1, dealt: false as const, source: 'seed' as Source },
  { id: 'E' as const, name: 'East Division Point', copies: 1, dealt: false as const, source: 'seed' as Source },
];

export type HomeCardId =
  | 'brakeman' | 'airbrakes' | 'helpers' | 'realignment' | 'abs' | 'redFlag'
  | 'classificationYard' | 'yardOffice' | 'houseTrack';

export interface HomeOfficeRow {
  id: HomeCardId;
  name: string;
  copies: number;
  kind: 'mainline' | 'enhancementMainline' | 'enhancementDistrict';
  placement: string;
  text: string;
  /** Names and Mainline placements are seed; counts and district texts are project. */
  source: Source;
}

export const REALIGNMENT_TEXT =
  'Convert an unoccupied Mainline card: Plains → Double Track, Curves → Plains, Uncontrolled Siding → Double Track, Trestle → Uncontrolled Siding.';

export const HOME_OFFICE: HomeOfficeRow[] = [
  { id: 'brakeman', name: 'Brakeman', copies: 2, kind: 'mainline', placement: 'Heavy Grade only; at most one per Heavy Grade.', text: 'Heavy Grade only. A downhill train starts one region further on.', source: 'seed' },
  { id: 'airbrakes', name: 'Airbrakes', copies: 1, kind: 'mainline', placement: 'Heavy Grade that already carries a Brakeman; at most one.', text: 'Heavy Grade only, and Brakeman must already be on that card. A downhill train starts one region further again.', source: 'seed' },
  { id: 'helpers', name: 'Helpers', copies: 2, kind: 'mainline', placement: 'Heavy Grade only; at most one.', text: 'Heavy Grade only. An uphill train starts one region further on.', source: 'seed' },
  { id: 'realignment', name: 'Realignment', copies: 1, kind: 'mainline', placement: 'An unoccupied Mainline card that converts (§6.5); leaves the game.', text: REALIGNMENT_TEXT, source: 'seed' },
  { id: 'abs', name: 'ABS Signals', copies: 1, kind: 'enhancementMainline', placement: 'Any Mainline card without ABS; takes no square.', text: 'Trains on this card will not rear-end each other: a following train is held short instead. Stays for the rest of the game.', source: 'seed' },
  { id: 'redFlag', name: 'Red Flag', copies: 3, kind: 'mainline', placement: 'A train on a Mainline card without ABS, not already flagged.', text: 'While the flagged train stays on its card, a following train that would run into it is held short. Discarded when the train leaves.', source: 'project' },
  { id: 'classificationYard', name: 'Classification Yard', copies: 3, kind: 'enhancementDistrict', placement: 'Your empty square, or over your Small Yard.', text: 'Counts as a Small Yard. Its switching Move may instead block a train: your cars to the rear, then the cars for the Offices it reaches next.', source: 'project' },
  { id: 'yardOffice', name: 'Yard Office', copies: 4, kind: 'enhancementDistrict', placement: 'Your empty square.', text: 'You may make up an Extra at your Office.', source: 'project' },
  { id: 'houseTrack', name: 'House Track', copies: 3, kind: 'enhancementDistrict', placement: 'Your empty square.', text: 'Your Office has a third berth.', source: 'project' },
];

export const mainline = (type: MainlineType): MainlineRow => MAINLINE.find((m) => m.type === type)!;
export const homeCard = (id: HomeCardId): HomeOfficeRow => HOME_OFFICE.find((h) => h.id === id)!;
