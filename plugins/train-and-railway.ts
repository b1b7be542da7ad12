// `import { game, Board, bot } from 'railhouse/train-and-railway'`: the game for another boardgame.io
// project (plugins/kit.tsx says what each is).
import { trainAndRailway } from '../games/train-and-railway/index';
import RailhouseBoard from '../ui/boards/train-and-railway/index';
import { frameworkBoard, frameworkBot } from './kit';

/** The boardgame.io Game (name 'train-and-railway'; `ai.enumerate` lists every legal move). */
export const game = trainAndRailway.game;
/** The rest of Railhouse's description of it: variants (`parseSetup`), summary, narration. */
export const module = trainAndRailway;
/** The board, for `Client({ game, board: Board })`. */
export const Board = frameworkBoard(RailhouseBoard, module);
/** `bot(level, seed)`: a bot for the framework's `Step(client, bot(...))`. */
export const bot = (level: Parameters<typeof frameworkBot>[1] = 'easy', seed?: string) => frameworkBot('train-and-railway', level, seed);
