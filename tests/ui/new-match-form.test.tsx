// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { referenceGame } from '../../tools/reference-game';
import type { GameModule } from '../../games/kit/types';
import { initialForm, validateNewMatch } from '../../ui/app/newMatch';
import { NewMatchForm } from '../../ui/app/NewMatchForm';
import { byText, changeValue, cleanup, click, render, toggle } from './helpers';

afterEach(cleanup);

// A game with one of each kind of variant, whose parseSetup refuses one combination.
const variantGame: GameModule = {
  ...referenceGame,
  id: 'variant-test',
  name: 'Variant Test',
  minPlayers: 2,
  maxPlayers: 4,
  variants: [
    { key: 'map', label: 'Map', type: 'enum', choices: [{ value: 'east', label: 'East' }, { value: 'west', label: 'West' }], default: 'east' },
    { key: 'expansion', label: 'Expansion', type: 'boolean', default: false, help: 'Adds the engineers.', recommendedAt: [4] },
  ],
  parseSetup: (n, raw: any) =>
    raw.map === 'west' && n === 2 ? { ok: false, error: 'The west map needs 3 or more players.' } : { ok: true, setup: raw },
};

describe('new-match validation', () => {
  it('accepts the defaults and names the bot seats', () => {
    const form = initialForm(referenceGame, 'bots');
    const result = validateNewMatch(referenceGame, 'bots', form);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.match.numPlayers).toBe(3);
    expect(result.match.humanSeats).toEqual(['0']);
    expect(result.match.bots).toEqual({ '1': 'normal', '2': 'normal' });
  });

  it('refuses a seat count outside the game’s range', () => {
    const form = { ...initialForm(referenceGame, 'local'), numPlayers: 5 };
    const result = validateNewMatch(referenceGame, 'local', form);
    expect(result).toEqual({ ok: false, errors: ['Reference is for 2 to 4 players.'] });
  });

  it('needs a person at the table, a bot against bots, and my name online', () => {
    const allBots = initialForm(referenceGame, 'bots');
    allBots.seats = allBots.seats.map((s) => ({ ...s, kind: 'bot' }));
    expect(validateNewMatch(referenceGame, 'bots', allBots)).toEqual({ ok: false, errors: ['At least one seat must be played by a person.'] });

    const noBots = initialForm(referenceGame, 'local');
    expect(validateNewMatch(referenceGame, 'bots', noBots)).toEqual({ ok: false, errors: ['Make at least one seat a bot to play against bots.'] });
    // Solo, the one seat is the person's and the game's own opponent plays: no bot seat is needed.
    const soloGame: GameModule = { ...referenceGame, minPlayers: 1, parseSetup: (_n, raw: any) => ({ ok: true, setup: raw }) };
    const solo = { ...initialForm(soloGame, 'bots'), numPlayers: 1 };
    expect(validateNewMatch(soloGame, 'bots', solo)).toMatchObject({ ok: true, match: { numPlayers: 1, bots: {} } });

    const online = initialForm(referenceGame, 'online');
    expect(validateNewMatch(referenceGame, 'online', online)).toEqual({ ok: false, errors: ['Enter your name.'] });
    expect(validateNewMatch(referenceGame, 'online', { ...online, playerName: '  Ada ' })).toMatchObject({ ok: true, match: { playerName: 'Ada', unlisted: false } });
  });

  it('starts online tables at two players even when the game allows a solo game', () => {
    const soloGame = { ...referenceGame, minPlayers: 1 };
    expect(initialForm(soloGame, 'online').numPlayers).toBe(2);
    expect(initialForm(soloGame, 'local').numPlayers).toBe(3);
    expect(initialForm({ ...referenceGame, maxPlayers: 2 }, 'bots').numPlayers).toBe(2);
  });

  it('counts only the chosen number of seats', () => {
    const form = initialForm(referenceGame, 'bots');
    form.numPlayers = 2;
    form.seats[3] = { kind: 'bot', difficulty: 'hard', name: '' };
    const result = validateNewMatch(referenceGame, 'bots', form);
    expect(result.ok && result.match.bots).toEqual({ '1': 'normal' });
  });

  it('passes the variants through the game’s parseSetup and shows its refusal', () => {
    const form = initialForm(variantGame, 'online', 'Ada');
    form.numPlayers = 2;
    form.variants.map = 'west';
    expect(validateNewMatch(variantGame, 'online', form)).toEqual({ ok: false, errors: ['The west map needs 3 or more players.'] });
    form.numPlayers = 3;
    expect(validateNewMatch(variantGame, 'online', form)).toMatchObject({ ok: true, match: { setupData: { map: 'west', expansion: false } } });
  });
});

describe('new-match form', () => {
  it('offers every variant and seat, and submits bot seats with their difficulty', async () => {
    const onSubmit = vi.fn();
    const { container } = await render(<NewMatchForm game={variantGame} mode="online" playerName="Ada" onSubmit={onSubmit} />);
    const count = container.querySelector('select[name="numPlayers"]') as HTMLSelectElement;
    expect(Array.from(count.options).map((o) => o.value)).toEqual(['2', '3', '4']);
    expect(container.querySelector('select[name="variant-map"]')).not.toBeNull();
    expect(container.querySelector('input[name="variant-expansion"]')).not.toBeNull();
    expect(container.textContent).toContain('Adds the engineers.');

    await changeValue(count, '3');
    expect(container.querySelectorAll('.rh-seat-choice')).toHaveLength(3);
    await changeValue(container.querySelector('select[name="seat-2-kind"]'), 'bot');
    await changeValue(container.querySelector('select[name="seat-2-difficulty"]'), 'hard');
    await changeValue(container.querySelector('select[name="variant-map"]'), 'west');
    await toggle(container.querySelector('input[name="variant-expansion"]'));
    await toggle(container.querySelector('input[name="unlisted"]'));
    await click(byText(container, 'button', 'Create match'));

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      numPlayers: 3,
      setupData: { map: 'west', expansion: true },
      bots: { '2': 'hard' },
      humanSeats: ['0', '1'],
      unlisted: true,
      playerName: 'Ada',
    });
  });

  it('marks a variant the rules recommend while a player count it names is chosen, and only then', async () => {
    const { container } = await render(<NewMatchForm game={variantGame} mode="online" playerName="Ada" onSubmit={() => {}} />);
    const count = container.querySelector('select[name="numPlayers"]') as HTMLSelectElement;
    const marks = () => Array.from(container.querySelectorAll('.rh-recommended')).map((e) => e.textContent);
    expect(marks()).toEqual([]);
    await changeValue(count, '4');
    expect(marks()).toEqual(['Recommended at 4 players']);
    expect(container.querySelector('input[name="variant-expansion"]')!.closest('.rh-field')!.textContent).toContain('Recommended at 4 players');
    await changeValue(count, '3');
    expect(marks()).toEqual([]);
  });

  it('shows why a match cannot start and does not submit', async () => {
    const onSubmit = vi.fn();
    const { container } = await render(<NewMatchForm game={variantGame} mode="online" onSubmit={onSubmit} />);
    await changeValue(container.querySelector('select[name="variant-map"]'), 'west');
    await click(byText(container, 'button', 'Create match'));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(container.querySelector('[role="alert"]')?.textContent).toContain('Enter your name.');

    await changeValue(container.querySelector('input[name="playerName"]'), 'Ada');
    await click(byText(container, 'button', 'Create match'));
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('The west map needs 3 or more players.');
  });

  it('shows the server’s refusal', async () => {
    const onSubmit = vi.fn().mockRejectedValue(new Error('Seats are full on this server.'));
    const { container } = await render(<NewMatchForm game={referenceGame} mode="bots" onSubmit={onSubmit} />);
    await click(byText(container, 'button', 'Start against bots'));
    expect(onSubmit).toHaveBeenCalled();
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('Seats are full on this server.');
  });
});

describe('a fixed seed for pass-and-play and bots', () => {
  it('passes a trimmed seed through, none when left empty, and none online', () => {
    const form = { ...initialForm(referenceGame, 'bots'), seed: '  replay-42 ' };
    expect(validateNewMatch(referenceGame, 'bots', form)).toMatchObject({ ok: true, match: { seed: 'replay-42' } });
    const empty = validateNewMatch(referenceGame, 'local', initialForm(referenceGame, 'local'));
    expect(empty.ok && 'seed' in empty.match).toBe(false);
    const online = { ...initialForm(referenceGame, 'online', 'Ada', 'x'), seed: 'x' };
    const r = validateNewMatch(referenceGame, 'online', online);
    expect(r.ok && r.match.seed).toBeUndefined();
    expect(initialForm(referenceGame, 'bots', '', 'from-url').seed).toBe('from-url');
  });

  it('refuses a seed with spaces or too long', () => {
    expect(validateNewMatch(referenceGame, 'bots', { ...initialForm(referenceGame, 'bots'), seed: 'a b' })).toEqual({
      ok: false,
      errors: ['The seed may use letters, digits and punctuation, without spaces.'],
    });
    expect(validateNewMatch(referenceGame, 'bots', { ...initialForm(referenceGame, 'bots'), seed: 'x'.repeat(65) }).ok).toBe(false);
  });

  it('shows the seed field (filled from the page) and submits it; online has none', async () => {
    const onSubmit = vi.fn();
    const { container } = await render(<NewMatchForm game={referenceGame} mode="bots" seed="abc" onSubmit={onSubmit} />);
    const field = container.querySelector<HTMLInputElement>('input[name="seed"]')!;
    expect(field.value).toBe('abc');
    await changeValue(field, 'fixed-1');
    await click(byText(container, 'button', 'Start against bots'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0].seed).toBe('fixed-1');
    cleanup();
    const online = await render(<NewMatchForm game={referenceGame} mode="online" playerName="Ada" onSubmit={vi.fn()} />);
    expect(online.container.querySelector('input[name="seed"]')).toBeNull();
  });
});
