// Rules help at the point of action (issue 18): every section the match screen or a board links to
// is a heading of that game's rules page, so renaming a heading (or a phase) fails here first.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../games';
import { PHASE_SECTIONS, rulesForPhase } from '../../ui/app/rulesHelp';
import { ACTION_GROUP_RULES } from '../../ui/boards/russian-railroads/rulesAnchors';
import { TR_PANEL_RULES } from '../../ui/boards/train-and-railway/rulesAnchors';
import { DIVISION_PANEL_RULES } from '../../ui/boards/division/rulesAnchors';
import { headingIds, rulesSection, topOfRules } from '../../ui/kit/rulesSection';
import { parseMarkdown } from '../../ui/kit/Markdown';

const rulesOf = (game: string) => readFileSync(new URL(`../../ui/boards/${game}/rules.md`, import.meta.url), 'utf8');

describe('rules anchors', () => {
  for (const [game, phases] of Object.entries(PHASE_SECTIONS)) {
    it(`${game}: every phase links to a heading of its rules page, and every phase is a phase of the game`, () => {
      const ids = headingIds(rulesOf(game));
      for (const [phase, anchor] of Object.entries(phases)) {
        expect(ids, `${game} phase ${phase}`).toContain(anchor.id);
        expect(rulesSection(rulesOf(game), anchor.id)?.title).toBe(anchor.title);
      }
      const bgio = GAMES.find((g) => g.id === game)!.game;
      expect(Object.keys(bgio.phases ?? {}).sort()).toEqual(Object.keys(phases).sort());
    });
  }

  const BOARD_ANCHORS = {
    'russian-railroads': ACTION_GROUP_RULES,
    'train-and-railway': TR_PANEL_RULES,
    division: DIVISION_PANEL_RULES,
  };
  for (const [game, anchors] of Object.entries(BOARD_ANCHORS)) {
    it(`${game}: every "?" on the board links to a heading of its rules page, under that heading's title`, () => {
      const source = rulesOf(game);
      for (const [part, anchor] of Object.entries(anchors)) {
        expect(headingIds(source), `${game} ${part}`).toContain(anchor.id);
        expect(rulesSection(source, anchor.id)?.title).toBe(anchor.title);
      }
    });
  }

  it('the rules page renders each heading with the id the links use', () => {
    for (const game of Object.keys(PHASE_SECTIONS)) {
      const source = rulesOf(game);
      const rendered = parseMarkdown(source).flatMap((b) => (b.kind === 'heading' ? [b.id] : []));
      expect(rendered).toEqual(headingIds(source));
      expect(new Set(rendered).size, `${game}: heading ids are unique`).toBe(rendered.length);
    }
  });

  it('without a mapping the help opens the top of the rules', () => {
    expect(rulesForPhase('russian-railroads', 'noSuchPhase')).toBeNull();
    expect(rulesForPhase('no-such-game', 'play')).toBeNull();
    expect(rulesForPhase('division', undefined)).toBeNull();
  });
});

describe('rulesSection', () => {
  const source = ['# Game', 'Intro.', '## A turn', 'Do things.', '### Main actions', 'Pick one.', '## The end', 'Count.'].join('\n');

  it('takes a section with its subsections, up to the next heading of its level', () => {
    expect(rulesSection(source, 'a-turn')).toEqual({ title: 'A turn', text: '## A turn\nDo things.\n### Main actions\nPick one.' });
    expect(rulesSection(source, 'main-actions')?.text).toBe('### Main actions\nPick one.');
    expect(rulesSection(source, 'the-end')?.text).toBe('## The end\nCount.');
  });

  it('the top of the rules is the title and its introduction only', () => {
    expect(topOfRules(source)).toBe('game');
    expect(rulesSection(source, 'game')?.text).toBe('# Game\nIntro.');
  });

  it('a missing id gives null, and a # inside a code block is no heading', () => {
    expect(rulesSection(source, 'gone')).toBeNull();
    expect(headingIds('# A\n```\n# not a heading\n```\n## B')).toEqual(['a', 'b']);
  });
});
