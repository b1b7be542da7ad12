// Between two people on one screen in a game with hidden information: the board stays hidden
// until the next player says they hold the device.
import { useEffect, useRef } from 'react';
import { playerColor } from '../kit/colors';
import { ColorToken } from '../kit/PatternDefs';

export function HandOver({ playerID, name, onReady }: { playerID: string; name: string; onReady: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), [playerID]);
  return (
    <div className="rh-handover" role="dialog" aria-modal="true" aria-labelledby="rh-handover-title">
      <div className="rh-handover-card">
        <ColorToken swatch={playerColor(playerID)} size={48} />
        <h2 id="rh-handover-title">Pass the device to {name}</h2>
        <p>The board is hidden so nobody sees another player's secrets.</p>
        <button ref={button} type="button" className="rh-button rh-primary" onClick={onReady}>
          I am {name}: show my board
        </button>
      </div>
    </div>
  );
}
