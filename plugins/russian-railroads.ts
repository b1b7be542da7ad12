// `import { game, Board, bot } from 'railhouse/russian-railroads'`: the game for another boardgame.io
// project (plugins/kit.tsx says what each is).
import { russianRailroads } from '../games/russian-railroads/index';
import RailhouseBoard from '../ui/boards/russian-railroads/index';
import { frameworkBoard, frameworkBot } from './kit';

/** The boardgame.io Game (name 'russian-railroads'; `ai.enumerate` lists every legal move). */
export const game = russianRailroads.game;
/** The rest of Railhouse's description of it: variants (`parseSetup`), summary, narration. */
export const module = russianRailroads;
/** The board, for `Client({ game, board: Board })`. */
export const Board = frameworkBoard(RailhouseBoard, module);
/** `bot(level, seed)`: a bot for the framework's `Step(client, bot(...))`. */
export const bot = (level: Parameters<typeof frameworkBot>[1] = 'easy', seed?: string) => frameworkBot('russian-railroads', level, seed);
