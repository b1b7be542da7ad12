// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { playerColor } from '../../ui/kit/colors';
import { LogPanel } from '../../ui/kit/LogPanel';
import { narrationText, parseNarration, renderNarration } from '../../ui/kit/narration';
import { cleanup, render } from './helpers';

afterEach(cleanup);

const names = { '0': 'Ada', '1': 'Boris' };
const [L0, L1] = [playerColor('0').letter, playerColor('1').letter];

describe('narration tokens', () => {
  it('splits text into plain runs and player references', () => {
    expect(parseNarration('{p:1} wins')).toEqual([{ player: '1' }, { text: ' wins' }]);
    expect(parseNarration('{p:0} pays {p:1} 3')).toEqual([{ player: '0' }, { text: ' pays ' }, { player: '1' }, { text: ' 3' }]);
    expect(parseNarration('no tokens, {p:} or {x:1}')).toEqual([{ text: 'no tokens, {p:} or {x:1}' }]);
  });

  it('gives names in plain text, falling back to "Player N"', () => {
    expect(narrationText('{p:0} places the train on start S1', names)).toBe('Ada places the train on start S1');
    expect(narrationText('{p:2} wins', names)).toBe('Player 3 wins');
    expect(narrationText('Round 2 begins.', names)).toBe('Round 2 begins.');
  });

  it('leaves text without tokens unchanged', () => {
    expect(renderNarration('Round 2 begins.', names)).toBe('Round 2 begins.');
  });

  it('renders each token as the seat name with its colour letter', async () => {
    const { container } = await render(<p>{renderNarration('{p:1} wins, ahead of {p:0}.', names)}</p>);
    const refs = Array.from(container.querySelectorAll('.rh-pname'));
    expect(refs.map((r) => r.getAttribute('data-player'))).toEqual(['1', '0']);
    expect(refs.map((r) => r.querySelector('strong')?.textContent)).toEqual(['Boris', 'Ada']);
    expect(refs.map((r) => r.querySelector('svg text')?.textContent)).toEqual([L1, L0]);
    expect(container.textContent).toBe(`${L1} Boris wins, ahead of ${L0} Ada.`);
    expect(container.textContent).not.toContain('{p:');
  });
});

describe('log panel', () => {
  it('shows names for tokens, once for a line opening with its own actor', async () => {
    const { container } = await render(
      <LogPanel
        playerNames={names}
        lines={[
          { turn: 1, player: '0', text: '{p:0} places the train on start S1' },
          { turn: 2, player: '1', text: 'builds a railway' },
          { turn: 9, text: '{p:1} wins' },
          { turn: 9, text: 'the game ends' },
        ]}
      />,
    );
    const items = Array.from(container.querySelectorAll('li')).map((li) => li.textContent);
    // The turn is named on its first line only.
    expect(items).toEqual([`Turn 1${L0} Ada places the train on start S1`, `Turn 2${L1} Boris builds a railway`, `Turn 9${L1} Boris wins`, 'the game ends']);
  });
});
