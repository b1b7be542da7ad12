// `import { game, Board, bot } from 'railhouse/division'`: the game for another boardgame.io
// project (plugins/kit.tsx says what each is).
import { division } from '../games/division/index';
import RailhouseBoard from '../ui/boards/division/index';
import { frameworkBoard, frameworkBot } from './kit';

/** The boardgame.io Game (name 'division'; `ai.enumerate` lists every legal move). */
export const game = division.game;
/** The rest of Railhouse's description of it: variants (`parseSetup`), summary, narration. */
export const module = division;
/** The board, for `Client({ game, board: Board })`. */
export const Board = frameworkBoard(RailhouseBoard, module);
/** `bot(level, seed)`: a bot for the framework's `Step(client, bot(...))`. */
export const bot = (level: Parameters<typeof frameworkBot>[1] = 'easy', seed?: string) => frameworkBot('division', level, seed);
