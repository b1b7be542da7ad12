// The timetable (§1.5): 4 rows. Odd numbers run west, even east (seed S003-0073); the rest is project.
export interface TimetableRow {
  appears: number;
  west: number;
  east: number;
  cls: 1 | 2;
  speed: 'fast' | 'slow';
  cars: number;
  source: 'project';
}

export const TIMETABLE: TimetableRow[] = [
  { appears: 1, west: 1, east: 2, cls: 1, speed: 'fast', cars: 0, source: 'project' },
  { appears: 4, west: 3, east: 4, cls: 2, speed: 'slow', cars: 6, source: 'project' },
  { appears: 7, west: 5, east: 6, cls: 1, speed: 'fast', cars: 0, source: 'project' },
  { appears: 10, west: 7, east: 8, cls: 2, speed: 'slow', cars: 6, source: 'project' },
];

/** Odd-numbered trains (scheduled and Extras) run west, even-numbered east. */
export const dirOfNumber = (no: number): 'W' | 'E' => (no % 2 === 1 ? 'W' : 'E');
