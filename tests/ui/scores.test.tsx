// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { ScoreSummary } from '../../games/kit/types';
import { chartRange, labelWidth, linePoints, niceCeiling, ScoreChart, valueY } from '../../ui/kit/ScoreChart';
import { ScoreTable } from '../../ui/kit/ScoreTable';
import { cleanup, render } from './helpers';

afterEach(cleanup);

const summary: ScoreSummary = {
  scores: { '0': 57, '1': 61 },
  breakdown: [
    { key: 'tracks', label: 'Tracks', values: { '0': 40, '1': 30 } },
    { key: 'industry', label: 'Industry', values: { '0': 17, '1': 31 } },
  ],
  history: [
    { label: 'R1', scores: { '0': 3, '1': 0 } },
    { label: 'R2', scores: { '0': 20, '1': 25 } },
    { label: 'R3', scores: { '0': 57, '1': 61 } },
  ],
};
const names = { '0': 'Ada', '1': 'Boris' };

describe('score chart', () => {
  it('scales the axis to a round number above the best score', () => {
    expect(niceCeiling(61)).toBe(100);
    expect(niceCeiling(17)).toBe(20);
    expect(niceCeiling(5)).toBe(5);
    expect(niceCeiling(0)).toBe(1);
    expect(niceCeiling(140)).toBe(200);
  });

  it('places each round left to right and higher scores higher', () => {
    const pts = linePoints(summary.history, '1', 100);
    expect(pts.map((p) => p.value)).toEqual([0, 25, 61]);
    expect(pts[0].x).toBeLessThan(pts[1].x);
    expect(pts[1].x).toBeLessThan(pts[2].x);
    expect(pts[0].y).toBeGreaterThan(pts[1].y);
    expect(pts[1].y).toBeGreaterThan(pts[2].y);
    const zero = linePoints(summary.history, '0', 100);
    // 0 sits on the bottom axis (240 high, 34 below the plot); 3 of 100 is 3% of the 192-pixel plot above it.
    expect(pts[0].y).toBe(206);
    expect(zero[0].y).toBe(200.2);
  });

  it('draws one line per player, with a letter at every point and a legend', async () => {
    const { container } = await render(<ScoreChart history={summary.history} playerNames={names} />);
    const lines = container.querySelectorAll('polyline');
    expect(lines).toHaveLength(2);
    expect(lines[0].getAttribute('points')!.split(' ')).toHaveLength(3);
    expect(lines[0].getAttribute('stroke-dasharray')).not.toBe(lines[1].getAttribute('stroke-dasharray'));
    const letters = Array.from(container.querySelectorAll('g[data-player="1"] text')).map((t) => t.textContent);
    expect(letters).toEqual(['B', 'B', 'B']);
    expect(container.querySelector('figcaption')?.textContent).toContain('Ada');
    expect(container.querySelector('figcaption')?.textContent).toContain('Boris');
    expect(container.textContent).toContain('R3');
  });

  it('reaches below zero for negative scores, with 0 on a tick and a zero line', async () => {
    const history = [
      { label: 'R1', scores: { '0': 0, '1': 0 } },
      { label: 'R2', scores: { '0': -12, '1': 8 } },
      { label: 'End', scores: { '0': -39, '1': 21 } },
    ];
    const range = chartRange(history.flatMap((h) => Object.values(h.scores)));
    expect(range.min).toBeLessThanOrEqual(-39);
    expect(range.max).toBeGreaterThanOrEqual(21);
    expect(range.ticks).toContain(0);
    expect(range.ticks[0]).toBe(range.min);
    expect(range.ticks[range.ticks.length - 1]).toBe(range.max);
    expect(chartRange([-39, 21])).toEqual({ min: -40, max: 40, ticks: [-40, -20, 0, 20, 40] });
    expect(chartRange([0, 0])).toEqual({ min: 0, max: 1, ticks: [0, 1] });
    expect(chartRange([3, 61]).ticks).toEqual([0, 20, 40, 60, 80]);
    expect(chartRange([-5, -1])).toEqual({ min: -6, max: 0, ticks: [-6, -4, -2, 0] });

    const pts = linePoints(history, '0', range);
    const zeroY = valueY(0, range);
    expect(pts[0].y).toBe(zeroY);
    expect(pts[1].y).toBeGreaterThan(zeroY);
    expect(pts[2].y).toBeGreaterThan(pts[1].y);
    expect(pts[2].y).toBeLessThanOrEqual(206); // inside the plot, not clamped to 0

    const { container } = await render(<ScoreChart history={history} playerNames={names} />);
    const zero = container.querySelector('line.rh-chart-zero')!;
    expect(Number(zero.getAttribute('y1'))).toBe(zeroY);
    const labels = Array.from(container.querySelectorAll('svg > g > text')).map((t) => t.textContent);
    expect(labels).toContain('\u221240');
    const lastPoint = container.querySelectorAll('g[data-player="0"] circle')[2];
    expect(Number(lastPoint.getAttribute('cy'))).toBeGreaterThan(zeroY);
    expect(container.querySelector('g[data-player="0"] g:last-child title')?.textContent).toBe('Ada, End: \u221239');
  });

  it('says so when there is no history', async () => {
    const { container } = await render(<ScoreChart history={[]} playerNames={names} />);
    expect(container.querySelector('svg')).toBeNull();
    expect(container.textContent).toBe('No score history to chart.');
  });
});

describe('score table', () => {
  it('lists every category per player, the totals and the winner', async () => {
    const { container } = await render(<ScoreTable summary={summary} playerNames={names} winners={['1']} />);
    const rows = Array.from(container.querySelectorAll('tbody tr')).map((tr) => Array.from(tr.children).map((c) => c.textContent));
    expect(rows).toEqual([
      ['Tracks', '40', '30'],
      ['Industry', '17', '31'],
    ]);
    const totals = Array.from(container.querySelectorAll('tfoot td')).map((c) => c.textContent);
    expect(totals).toEqual(['57', '61']);
    const heads = Array.from(container.querySelectorAll('thead th')).map((c) => c.textContent);
    expect(heads[2]).toContain('Boris');
    expect(heads[2]).toContain('★');
    expect(heads[1]).not.toContain('★');
  });
});

describe('score chart axis labels', () => {
  it('labels every round of a short game and thins out a long one', async () => {
    const long = Array.from({ length: 20 }, (_, i) => ({ label: `R${i + 1}`, scores: { '0': i, '1': 2 * i } }));
    const { container } = await render(<ScoreChart history={long} playerNames={names} />);
    const labels = Array.from(container.querySelectorAll('svg > text')).map((t) => t.textContent).filter((t) => t!.startsWith('R'));
    expect(labels).toEqual(['R1', 'R4', 'R7', 'R10', 'R13', 'R16', 'R19', 'R20']);
  });

  it('keeps every label, the last one too, whole inside the chart and apart from its neighbours', async () => {
    const stages = Array.from({ length: 15 }, (_, i) => ({ label: `Stage ${i + 1}`, scores: { '0': i, '1': 2 * i } }));
    const { container } = await render(<ScoreChart history={stages} playerNames={names} />);
    const svg = container.querySelector('.rh-chart svg')!;
    const width = Number(svg.getAttribute('viewBox')!.split(' ')[2]);
    const labels = Array.from(svg.querySelectorAll<SVGTextElement>('text.rh-chart-x-label')).map((t) => {
      expect(t.getAttribute('text-anchor')).toBe('middle');
      const half = labelWidth(t.textContent!, Number(t.getAttribute('font-size'))) / 2;
      return { text: t.textContent, left: Number(t.getAttribute('x')) - half, right: Number(t.getAttribute('x')) + half };
    });
    expect(labels[0].text).toBe('Stage 1');
    expect(labels[labels.length - 1].text).toBe('Stage 15');
    for (const l of labels) {
      expect(l.left, l.text!).toBeGreaterThanOrEqual(0);
      expect(l.right, l.text!).toBeLessThanOrEqual(width);
    }
    for (let i = 1; i < labels.length; i++) expect(labels[i].left, labels[i].text!).toBeGreaterThan(labels[i - 1].right);
  });
});
