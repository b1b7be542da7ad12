// A tiny markdown renderer for the rules pages: headings, paragraphs, bullet and numbered lists
// (nested by indentation), tables, block quotes, code blocks, rules (---), and inline bold,
// italic, code and links. It builds React elements (never raw HTML), so a rules file cannot
// inject markup.
import { Fragment, type ReactNode } from 'react';

export type Inline = string;

export type Block =
  | { kind: 'heading'; level: number; text: Inline; id: string }
  | { kind: 'paragraph'; text: Inline }
  | { kind: 'list'; ordered: boolean; start: number; items: ListItem[] }
  | { kind: 'table'; header: Inline[]; align: ('left' | 'right' | 'center' | null)[]; rows: Inline[][] }
  | { kind: 'quote'; blocks: Block[] }
  | { kind: 'code'; text: string }
  | { kind: 'rule' };

export interface ListItem {
  text: Inline;
  children: Block[];
}

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const ITEM = /^(\s*)([-*+]|\d+[.)])\s+(.*)$/;
const TABLE_SEPARATOR = /^\s*\|?\s*:?-{1,}:?\s*(\|\s*:?-{1,}:?\s*)*\|?\s*$/;
const RULE = /^\s*([-*_])(\s*\1){2,}\s*$/;

/** The anchor id of a heading: lower case words joined by dashes. */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[*_`[\]()]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function splitRow(line: string): string[] {
  let s = line.trim();
  if (s.startsWith('|')) s = s.slice(1);
  if (s.endsWith('|') && !s.endsWith('\\|')) s = s.slice(0, -1);
  const cells: string[] = [];
  let cur = '';
  for (let i = 0; i < s.length; i++) {
    if (s[i] === '\\' && s[i + 1] === '|') {
      cur += '|';
      i++;
    } else if (s[i] === '|') {
      cells.push(cur.trim());
      cur = '';
    } else cur += s[i];
  }
  cells.push(cur.trim());
  return cells;
}

function isTableStart(lines: string[], i: number): boolean {
  return lines[i].includes('|') && i + 1 < lines.length && TABLE_SEPARATOR.test(lines[i + 1]) && lines[i + 1].includes('-');
}

function startsBlock(lines: string[], i: number): boolean {
  const line = lines[i];
  return (
    HEADING.test(line) ||
    ITEM.test(line) ||
    RULE.test(line) ||
    line.trimStart().startsWith('```') ||
    line.trimStart().startsWith('>') ||
    isTableStart(lines, i)
  );
}

const indentOf = (line: string) => line.match(/^\s*/)![0].replace(/\t/g, '    ').length;

/** Parses markdown text into blocks. */
export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  return parseLines(lines);
}

function parseLines(lines: string[]): Block[] {
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (line.trim() === '') {
      i++;
      continue;
    }
    const heading = line.match(HEADING);
    if (heading) {
      blocks.push({ kind: 'heading', level: heading[1].length, text: heading[2], id: slug(heading[2]) });
      i++;
      continue;
    }
    if (line.trimStart().startsWith('```')) {
      const body: string[] = [];
      i++;
      while (i < lines.length && !lines[i].trimStart().startsWith('```')) body.push(lines[i++]);
      i++;
      blocks.push({ kind: 'code', text: body.join('\n') });
      continue;
    }
    if (RULE.test(line)) {
      blocks.push({ kind: 'rule' });
      i++;
      continue;
    }
    if (isTableStart(lines, i)) {
      const header = splitRow(line);
      const align = splitRow(lines[i + 1]).map((c) =>
        c.startsWith(':') && c.endsWith(':') ? 'center' : c.endsWith(':') ? 'right' : c.startsWith(':') ? 'left' : null,
      );
      i += 2;
      const rows: string[][] = [];
      while (i < lines.length && lines[i].trim() !== '' && lines[i].includes('|')) {
        const cells = splitRow(lines[i]);
        rows.push(header.map((_, k) => cells[k] ?? ''));
        i++;
      }
      blocks.push({ kind: 'table', header, align, rows });
      continue;
    }
    if (line.trimStart().startsWith('>')) {
      const inner: string[] = [];
      while (i < lines.length && lines[i].trimStart().startsWith('>')) {
        inner.push(lines[i].trimStart().replace(/^>\s?/, ''));
        i++;
      }
      blocks.push({ kind: 'quote', blocks: parseLines(inner) });
      continue;
    }
    if (ITEM.test(line)) {
      const [list, next] = parseList(lines, i);
      blocks.push(list);
      i = next;
      continue;
    }
    const para: string[] = [line.trim()];
    i++;
    while (i < lines.length && lines[i].trim() !== '' && !startsBlock(lines, i)) para.push(lines[i++].trim());
    blocks.push({ kind: 'paragraph', text: para.join(' ') });
  }
  return blocks;
}

function parseList(lines: string[], start: number): [Block, number] {
  const first = lines[start].match(ITEM)!;
  const baseIndent = indentOf(first[1]);
  const ordered = /\d/.test(first[2]);
  const items: ListItem[] = [];
  let i = start;
  while (i < lines.length) {
    const line = lines[i];
    if (line.trim() === '') {
      // A blank line ends the list unless the list continues right after it.
      const next = lines[i + 1];
      const m = next?.match(ITEM);
      if (next !== undefined && (indentOf(next) > baseIndent || (m && indentOf(m[1]) === baseIndent && /\d/.test(m[2]) === ordered))) {
        i++;
        continue;
      }
      break;
    }
    const m = line.match(ITEM);
    const indent = indentOf(line);
    if (m && indent === baseIndent) {
      if (/\d/.test(m[2]) !== ordered) break;
      items.push({ text: m[3].trim(), children: [] });
      i++;
      continue;
    }
    if (indent > baseIndent && items.length > 0) {
      // Nested content of the last item: gather every line indented deeper than this list.
      const nested: string[] = [];
      while (i < lines.length && (lines[i].trim() === '' || indentOf(lines[i]) > baseIndent)) {
        nested.push(lines[i]);
        i++;
      }
      while (nested.length && nested[nested.length - 1].trim() === '') nested.pop();
      const last = items[items.length - 1];
      const childBlocks = parseLines(dedent(nested));
      // A plain continuation line belongs to the item's own text.
      if (childBlocks[0]?.kind === 'paragraph' && !ITEM.test(nested[0])) {
        last.text += ' ' + (childBlocks.shift() as { text: string }).text;
      }
      last.children.push(...childBlocks);
      continue;
    }
    if (items.length > 0 && !startsBlock(lines, i)) {
      // Lazy continuation of the item's text.
      items[items.length - 1].text += ' ' + line.trim();
      i++;
      continue;
    }
    break;
  }
  return [{ kind: 'list', ordered, start: ordered ? parseInt(first[2], 10) : 1, items }, i];
}

function dedent(lines: string[]): string[] {
  const indents = lines.filter((l) => l.trim() !== '').map(indentOf);
  const cut = indents.length ? Math.min(...indents) : 0;
  return lines.map((l) => l.replace(/\t/g, '    ').slice(cut));
}

const INLINE = /(\*\*|__)(.+?)\1|(`+)(.+?)\3|\[([^\]]+)\]\(([^)\s]+)\)|(\*|_)(?!\s)(.+?)(?<!\s)\7/;

/** Renders inline markdown (bold, italic, code, links) to React nodes. */
export function renderInline(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let rest = text;
  let key = 0;
  while (rest.length) {
    const m = rest.match(INLINE);
    if (!m || m.index === undefined) {
      out.push(rest);
      break;
    }
    if (m.index > 0) out.push(rest.slice(0, m.index));
    if (m[1]) out.push(<strong key={key++}>{renderInline(m[2])}</strong>);
    else if (m[3]) out.push(<code key={key++}>{m[4]}</code>);
    else if (m[5]) {
      const href = m[6];
      const safe = /^(https?:|mailto:|\/|#|\.)/i.test(href) ? href : '#';
      out.push(
        <a key={key++} href={safe} {...(/^https?:/i.test(safe) ? { target: '_blank', rel: 'noreferrer' } : {})}>
          {renderInline(m[5])}
        </a>,
      );
    } else if (m[7]) out.push(<em key={key++}>{renderInline(m[8])}</em>);
    rest = rest.slice(m.index + m[0].length);
  }
  return out;
}

function renderBlock(block: Block, key: number): ReactNode {
  switch (block.kind) {
    case 'heading': {
      const Tag = `h${block.level}` as 'h1';
      return (
        <Tag key={key} id={block.id}>
          {renderInline(block.text)}
        </Tag>
      );
    }
    case 'paragraph':
      return <p key={key}>{renderInline(block.text)}</p>;
    case 'list': {
      const items = block.items.map((item, k) => (
        <li key={k}>
          {renderInline(item.text)}
          {item.children.map(renderBlock)}
        </li>
      ));
      return block.ordered ? (
        <ol key={key} start={block.start === 1 ? undefined : block.start}>
          {items}
        </ol>
      ) : (
        <ul key={key}>{items}</ul>
      );
    }
    case 'table':
      return (
        <div key={key} className="rh-table-wrap">
          <table className="rh-table">
            <thead>
              <tr>
                {block.header.map((h, k) => (
                  <th key={k} style={block.align[k] ? { textAlign: block.align[k]! } : undefined}>
                    {renderInline(h)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, r) => (
                <tr key={r}>
                  {row.map((cell, k) => (
                    <td key={k} style={block.align[k] ? { textAlign: block.align[k]! } : undefined}>
                      {renderInline(cell)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'quote':
      return <blockquote key={key}>{block.blocks.map(renderBlock)}</blockquote>;
    case 'code':
      return (
        <pre key={key}>
          <code>{block.text}</code>
        </pre>
      );
    case 'rule':
      return <hr key={key} />;
  }
}

export function Markdown({ source, className }: { source: string; className?: string }) {
  const blocks = parseMarkdown(source);
  return <div className={className ?? 'rh-markdown'}>{blocks.map((b, k) => <Fragment key={k}>{renderBlock(b, k)}</Fragment>)}</div>;
}
