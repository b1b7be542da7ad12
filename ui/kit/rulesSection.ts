// Cutting one section out of a rules page, so help opened at the point of action shows only the
// part of the rules that matters there. Anchors are the heading slugs the rules page renders as ids.
import { slug } from './Markdown';

/** A section of a game's rules page that a help control links to. */
export interface RulesAnchor {
  /** The heading id on the rules page. */
  id: string;
  /** The heading in words, for the help control's label before the page has loaded. */
  title: string;
}

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;

interface Heading {
  line: number;
  level: number;
  title: string;
  id: string;
}

function headings(lines: string[]): Heading[] {
  const found: Heading[] = [];
  let inCode = false;
  lines.forEach((line, i) => {
    if (line.trimStart().startsWith('```')) inCode = !inCode;
    const m = !inCode && line.match(HEADING);
    if (m) found.push({ line: i, level: m[1].length, title: m[2], id: slug(m[2]) });
  });
  return found;
}

/** The anchor ids of every heading of a rules page, in order. */
export function headingIds(source: string): string[] {
  return headings(source.split(/\r?\n/)).map((h) => h.id);
}

/**
 * The section of the rules under the heading with this id: the heading and everything up to the
 * next heading of the same or a higher level, so subsections come along. The page's title
 * heading (level 1) stops at the first heading of any level: the top of the rules is its
 * introduction, not the whole page. Null when no heading has this id.
 */
export function rulesSection(source: string, id: string): { title: string; text: string } | null {
  const lines = source.split(/\r?\n/);
  const all = headings(lines);
  const at = all.findIndex((h) => h.id === id);
  if (at < 0) return null;
  const start = all[at];
  const end = all.slice(at + 1).find((h) => start.level === 1 || h.level <= start.level);
  return { title: start.title, text: lines.slice(start.line, end ? end.line : lines.length).join('\n').trim() };
}

/** The id of the page's first heading: the top of the rules. */
export function topOfRules(source: string): string | null {
  return headingIds(source)[0] ?? null;
}
