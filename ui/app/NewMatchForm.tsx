// The new-match form: seat count, every variant of the game, each seat a person or a bot with a
// difficulty, and (online) public or private.
import { useId, useState, type FormEvent } from 'react';
import type { GameMeta } from '../../games/kit/types';
import type { Difficulty } from '../../bots/protocol';
import { playerColor } from '../kit/colors';
import { ColorToken } from '../kit/PatternDefs';
import { DIFFICULTIES, MAX_SEED_LENGTH, initialForm, validateNewMatch, type MatchMode, type NewMatchForm as Form, type ValidMatch } from './newMatch';

const SUBMIT_LABEL: Record<MatchMode, string> = {
  online: 'Create match',
  local: 'Start pass-and-play',
  bots: 'Start against bots',
};

export function NewMatchForm({
  game,
  mode,
  playerName = '',
  seed = '',
  initial,
  onSubmit,
}: {
  game: GameMeta;
  mode: MatchMode;
  playerName?: string;
  /** Pass-and-play and bots: the seed field's first value (from ?seed= in the URL). */
  seed?: string;
  /** The form as it first shows, when a link asks for given settings (formFromQuery); wins over `seed`. */
  initial?: Form;
  /** Receives a valid match; a thrown error's message is shown under the form. */
  onSubmit: (match: ValidMatch) => Promise<void> | void;
}) {
  const [form, setForm] = useState<Form>(() => initial ?? initialForm(game, mode, playerName, seed));
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const id = useId();

  const update = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));
  const updateSeat = (i: number, patch: Partial<Form['seats'][number]>) =>
    setForm((f) => ({ ...f, seats: f.seats.map((s, k) => (k === i ? { ...s, ...patch } : s)) }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const result = validateNewMatch(game, mode, form);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors([]);
    setBusy(true);
    try {
      await onSubmit(result.match);
    } catch (err) {
      setErrors([(err as Error)?.message ?? String(err)]);
    } finally {
      setBusy(false);
    }
  }

  const counts: number[] = [];
  for (let n = game.minPlayers; n <= game.maxPlayers; n++) counts.push(n);

  return (
    <form className="rh-form" onSubmit={submit} noValidate aria-label="New match">
      {mode === 'online' && (
        <label className="rh-field">
          <span>Your name</span>
          <input
            name="playerName"
            value={form.playerName}
            maxLength={40}
            autoComplete="nickname"
            onChange={(e) => update({ playerName: e.target.value })}
            required
          />
        </label>
      )}
      <label className="rh-field">
        <span>Players</span>
        <select name="numPlayers" value={form.numPlayers} onChange={(e) => update({ numPlayers: Number(e.target.value) })}>
          {counts.map((n) => (
            <option key={n} value={n}>
              {n === 1 ? '1 player (solo)' : `${n} players`}
            </option>
          ))}
        </select>
      </label>

      {game.variants.map((v) => (
        <div className="rh-field" key={v.key}>
          {v.type === 'boolean' ? (
            <label className="rh-check">
              <input
                type="checkbox"
                name={`variant-${v.key}`}
                checked={form.variants[v.key] === true}
                onChange={(e) => update({ variants: { ...form.variants, [v.key]: e.target.checked } })}
              />
              <span>{v.label}</span>
            </label>
          ) : (
            <label>
              <span>{v.label}</span>
              <select
                name={`variant-${v.key}`}
                value={String(form.variants[v.key])}
                onChange={(e) => update({ variants: { ...form.variants, [v.key]: e.target.value } })}
              >
                {(v.choices ?? []).map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </select>
            </label>
          )}
          {v.recommendedAt?.includes(form.numPlayers) && (
            <small className="rh-recommended">Recommended at {form.numPlayers} players</small>
          )}
          {v.help && <small className="rh-help">{v.help}</small>}
        </div>
      ))}

      <fieldset className="rh-seat-choices">
        <legend>Seats</legend>
        {form.seats.slice(0, form.numPlayers).map((seat, i) => (
          <div className="rh-seat-choice" key={i} data-seat={i}>
            <ColorToken swatch={playerColor(i)} />
            <span className="rh-seat-label">Seat {i + 1}</span>
            <select
              aria-label={`Seat ${i + 1} is played by`}
              name={`seat-${i}-kind`}
              value={seat.kind}
              onChange={(e) => updateSeat(i, { kind: e.target.value as 'human' | 'bot' })}
            >
              <option value="human">{mode === 'online' ? (i === firstHuman(form) ? 'me' : 'a person') : mode === 'bots' ? 'me' : 'a person'}</option>
              <option value="bot">a bot</option>
            </select>
            {seat.kind === 'bot' ? (
              <select
                aria-label={`Seat ${i + 1} bot difficulty`}
                name={`seat-${i}-difficulty`}
                value={seat.difficulty}
                onChange={(e) => updateSeat(i, { difficulty: e.target.value as Difficulty })}
              >
                {DIFFICULTIES.map((d) => (
                  <option key={d} value={d}>
                    {d}
                  </option>
                ))}
              </select>
            ) : mode !== 'online' ? (
              <input
                aria-label={`Seat ${i + 1} name`}
                name={`seat-${i}-name`}
                value={seat.name}
                maxLength={30}
                onChange={(e) => updateSeat(i, { name: e.target.value })}
              />
            ) : (
              <span className="rh-muted">{i === firstHuman(form) ? 'you sit here' : 'open for another player'}</span>
            )}
          </div>
        ))}
      </fieldset>

      {mode === 'online' && (
        <div className="rh-field">
          <label className="rh-check">
            <input type="checkbox" name="unlisted" checked={form.unlisted} onChange={(e) => update({ unlisted: e.target.checked })} />
            <span>Private match (not listed; share the invite link)</span>
          </label>
        </div>
      )}

      {mode !== 'online' && (
        <label className="rh-field">
          <span>Seed (optional)</span>
          <input
            name="seed"
            value={form.seed}
            maxLength={MAX_SEED_LENGTH}
            placeholder="random"
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => update({ seed: e.target.value })}
          />
          <small className="rh-help">The same seed, players and moves replay the same game. Leave empty for a new shuffle.</small>
        </label>
      )}

      {errors.length > 0 && (
        <ul className="rh-errors" role="alert" id={`${id}-errors`}>
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
      <button type="submit" className="rh-button rh-primary" disabled={busy}>
        {busy ? 'Starting…' : SUBMIT_LABEL[mode]}
      </button>
    </form>
  );
}

function firstHuman(form: Form): number {
  return form.seats.slice(0, form.numPlayers).findIndex((s) => s.kind === 'human');
}
