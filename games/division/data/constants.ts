// Every number of the design's §1 that is not on the seed page (source: project).
const project = <T>(value: T, note: string) => ({ value, note, source: 'project' as const });

export const BERTHS = project(2, 'berths at an Office');
export const HOUSE_TRACK_BERTHS = project(1, 'extra berth from a House Track');
export const SQUARES = project(2, 'squares in an Office Area');
export const START_HAND = project(3, 'cards dealt to each seat');
export const SHORT_HAND = project(2, 'cards dealt to the Superintendent of Stage 2 at 3-4 players');
export const END_OFFICE_YARD_FROM = project(4, 'players from which the two end Offices start with a Yard Office from the Home Office deck covering their Small Yard (seat balance, §16)');
export const DRAW = project(2, 'cards drawn by the Draw option');
export const HAND_LIMIT = project(4, 'cards in hand when an Office turn ends');
export const WRECK_STAGES = project(2, 'Stages a wreck marker stays after the Stage of the collision');
export const SLACK = project(4, 'Stages of slack in a due Stage');
export const END_PAD = project(7, 'lastStage = latest due Stage + this');
export const ON_TIME_PASSENGER = project(2, 'points to every player for a passenger train on time');
export const ON_TIME_FREIGHT = project(1, 'points to every player for a freight on time');
export const COLLISION = project(-3, 'points to the Superintendent who permitted a rear-end collision');
export const FIRST_EXTRA_STAGE = project(2, 'no Extra is made up before this Stage');
export const FIRST_EXTRA_NO = project({ W: 51, E: 52 }, 'first Extra numbers');
export const LOG_LIMIT = project(400, 'narration lines kept');
export const SOLO_RATINGS = project(
  [
    { min: 26, title: 'Superintendent' },
    { min: 22, title: 'Trainmaster' },
    { min: 16, title: 'Operator' },
    { min: 0, title: 'Extra Board' },
  ],
  'solitaire rating by final score',
);
export const COLOURS = project(['Red', 'Blue', 'Green', 'Yellow'], 'Office colours, Office 1..4');
