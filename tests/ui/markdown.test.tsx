// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { Markdown, parseMarkdown, slug } from '../../ui/kit/Markdown';
import { cleanup, render } from './helpers';

afterEach(cleanup);

const RULES = `# Russian Railroads

Players build **three railways** and *industry*.

## Turn order

1. Place a worker
2. Take the action
   - advance a rail
   - or a locomotive
3. Pass

- Bullet with \`code\` and a [link](https://example.org)
- Second bullet
continued lazily

| Track | Points | Note |
|:------|-------:|------|
| Black | 1 | **first** |
| Grey  | 2 | a \\| pipe |

> Tip: plan ahead.

---

Last paragraph
over two lines.
`;

describe('markdown renderer', () => {
  it('parses headings, paragraphs, nested lists, tables, quotes and rules', () => {
    const blocks = parseMarkdown(RULES);
    expect(blocks.map((b) => b.kind)).toEqual(['heading', 'paragraph', 'heading', 'list', 'list', 'table', 'quote', 'rule', 'paragraph']);
    const ordered = blocks[3] as Extract<(typeof blocks)[number], { kind: 'list' }>;
    expect(ordered.ordered).toBe(true);
    expect(ordered.items.map((i) => i.text)).toEqual(['Place a worker', 'Take the action', 'Pass']);
    const nested = ordered.items[1].children[0] as Extract<(typeof blocks)[number], { kind: 'list' }>;
    expect(nested.kind).toBe('list');
    expect(nested.items.map((i) => i.text)).toEqual(['advance a rail', 'or a locomotive']);
    const bullets = blocks[4] as Extract<(typeof blocks)[number], { kind: 'list' }>;
    expect(bullets.items[1].text).toBe('Second bullet continued lazily');
    const table = blocks[5] as Extract<(typeof blocks)[number], { kind: 'table' }>;
    expect(table.header).toEqual(['Track', 'Points', 'Note']);
    expect(table.align).toEqual(['left', 'right', null]);
    expect(table.rows).toEqual([
      ['Black', '1', '**first**'],
      ['Grey', '2', 'a | pipe'],
    ]);
    expect((blocks[8] as { text: string }).text).toBe('Last paragraph over two lines.');
  });

  it('renders the elements players read', async () => {
    const { container } = await render(<Markdown source={RULES} />);
    expect(container.querySelector('h1')?.textContent).toBe('Russian Railroads');
    expect(container.querySelector('h2')?.id).toBe('turn-order');
    expect(container.querySelector('p strong')?.textContent).toBe('three railways');
    expect(container.querySelector('p em')?.textContent).toBe('industry');
    expect(container.querySelectorAll('ol > li')).toHaveLength(3);
    expect(container.querySelectorAll('ol > li ul > li')).toHaveLength(2);
    expect(container.querySelector('li code')?.textContent).toBe('code');
    const link = container.querySelector('li a') as HTMLAnchorElement;
    expect(link.href).toBe('https://example.org/');
    expect(link.rel).toBe('noreferrer');
    expect(container.querySelectorAll('table thead th')).toHaveLength(3);
    expect(container.querySelectorAll('table tbody tr')).toHaveLength(2);
    expect((container.querySelectorAll('table tbody td')[1] as HTMLElement).style.textAlign).toBe('right');
    expect(container.querySelector('table tbody td strong')?.textContent).toBe('first');
    expect(container.querySelector('blockquote p')?.textContent).toBe('Tip: plan ahead.');
    expect(container.querySelector('hr')).not.toBeNull();
  });

  it('shows markup in a rules file as text, never as HTML', async () => {
    const { container } = await render(<Markdown source={'Hello <img src=x onerror="alert(1)"> and [x](javascript:alert(1))'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x');
    expect((container.querySelector('a') as HTMLAnchorElement).getAttribute('href')).toBe('#');
  });

  it('makes heading anchors from words', () => {
    expect(slug('Scoring: the **Trans-Siberian** line')).toBe('scoring-the-trans-siberian-line');
  });
});
