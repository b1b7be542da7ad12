// What a move sentence (GameModule.moveSentence) must not be, and the move names it must not show.
import type { Game } from 'boardgame.io';
import { UNNAMED_MOVE } from '../../games/kit/sentence';

/** Every move name the boardgame.io Game defines: top level, per phase, per stage. */
export function moveTable(game: Game): string[] {
  const names = new Set<string>(Object.keys(game.moves ?? {}));
  const stages = (turn: Game['turn']) => {
    for (const stage of Object.values(turn?.stages ?? {})) for (const n of Object.keys(stage.moves ?? {})) names.add(n);
  };
  stages(game.turn);
  for (const phase of Object.values(game.phases ?? {})) {
    for (const n of Object.keys(phase.moves ?? {})) names.add(n);
    stages(phase.turn);
  }
  return [...names].sort();
}

/** What is wrong with a sentence for a person to read, or null. */
export function sentenceProblem(sentence: unknown, moveNames: readonly string[]): string | null {
  if (typeof sentence !== 'string' || sentence.trim() === '') return 'it is empty';
  if (sentence === UNNAMED_MOVE) return 'the game has no words for it';
  if (/[{}[\]]/.test(sentence)) return 'it shows braces or brackets';
  const camel = /\b[a-z]+[A-Z][a-zA-Z]*\b/.exec(sentence);
  if (camel) return `it has the camelCase word "${camel[0]}"`;
  const raw = /\b(undefined|null|NaN)\b|\[object/.exec(sentence);
  if (raw) return `it prints "${raw[0]}"`;
  const id = moveNames.find((n) => new RegExp(`\\b${n}\\b`).test(sentence));
  if (id) return `it names the move id "${id}"`;
  return null;
}
