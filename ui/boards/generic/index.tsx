// The board of a game that has no board yet: the legal moves from the enumerator as buttons,
// the scores, and the state for the curious. Readable, not pretty.
import type { RailhouseBoardProps } from '../../kit/board-types';

export default function GenericBoard(props: RailhouseBoardProps) {
  const { legalMoves, play, sayMove, ctx, playerID, playerNames, G } = props;
  const name = (p: string) => playerNames[p] ?? `Player ${Number(p) + 1}`;
  const acting = ctx.gameover ? [] : ctx.activePlayers ? Object.keys(ctx.activePlayers) : [ctx.currentPlayer];
  return (
    <div className="rh-generic-board">
      <p>
        <strong>Turn {ctx.turn}</strong>
        {ctx.phase ? ` · phase ${ctx.phase}` : ''}
        {acting.length > 0 && ` · to act: ${acting.map(name).join(', ')}`}
        {ctx.activePlayers && playerID != null && ctx.activePlayers[playerID] ? ` (your step: ${ctx.activePlayers[playerID]})` : ''}
      </p>
      {ctx.gameover ? (
        <p>The game is over.</p>
      ) : legalMoves.length > 0 ? (
        <>
          <h3>Your moves</h3>
          <div className="rh-move-list" role="group" aria-label="Legal moves">
            {legalMoves.map((choice, i) => (
              <button key={i} type="button" className="rh-button" onClick={() => play(choice.move, ...(choice.args ?? []))}>
                {sayMove(choice)}
              </button>
            ))}
          </div>
        </>
      ) : (
        <p className="rh-muted">{playerID == null ? 'You are watching.' : 'Waiting for the other players.'}</p>
      )}
      <details className="rh-state">
        <summary>Game state</summary>
        <pre>{JSON.stringify(G, null, 1)}</pre>
      </details>
    </div>
  );
}
