// The Car deck (§1.4, project): 4 colours × values 1,1,2,2,3,3; ids 0-23, colour-major.
export type Colour = 0 | 1 | 2 | 3;
export interface Car { id: number; colour: Colour; value: 1 | 2 | 3 }

const VALUES: (1 | 2 | 3)[] = [1, 1, 2, 2, 3, 3];
export const CARS: Car[] = [0, 1, 2, 3].flatMap((colour) => VALUES.map((value, i) => ({ id: colour * 6 + i, colour: colour as Colour, value })));
export const carById = (id: number): Car => CARS[id];
