// The informational pages staff can edit and the plain-text format of their edited text
// (docs/rules/content.md#pages). No server code: the console, the contract and the
// storefront's pages share it. The format is deliberately tiny and never HTML:
// - a blank line ends a paragraph; lines of one paragraph keep their line breaks;
// - a line starting with `## ` is a heading (a section of a policy, a question of the FAQ);
// - a line starting with `- ` is an item of a list;
// - in the FAQ, `Q: question` may stand for `## question` and `A: ` opens its answer.
// Everything is shown as text by React, so `<script>` typed in shows as `<script>`.

export const CONTENT_PAGES = ['contact', 'faq', 'shipping', 'returns', 'cancellation', 'payments', 'terms', 'privacy'] as const;
export type ContentPageKey = (typeof CONTENT_PAGES)[number];

/** The longest body a page may have. */
export const PAGE_BODY_MAX = 30_000;

export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'list'; items: string[] };

export interface Section {
  /** Null for the text before the first heading. */
  heading: string | null;
  /** A URL fragment made from the heading, unique on the page. */
  id: string;
  blocks: Exclude<Block, { kind: 'heading' }>[];
}

export function parseBody(body: string, options: { faq?: boolean } = {}): Block[] {
  const blocks: Block[] = [];
  let open: Block | null = null;
  for (const raw of body.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    const trimmed = line.trim();
    if (trimmed === '') {
      open = null;
      continue;
    }
    const heading = trimmed.startsWith('## ') ? trimmed.slice(3) : options.faq && /^Q:\s/.test(trimmed) ? trimmed.slice(2) : null;
    if (heading !== null) {
      blocks.push({ kind: 'heading', text: heading.trim() });
      open = null;
      continue;
    }
    if (trimmed.startsWith('- ')) {
      const item = trimmed.slice(2).trim();
      if (open?.kind === 'list') open.items.push(item);
      else blocks.push((open = { kind: 'list', items: [item] }));
      continue;
    }
    const text = options.faq && /^A:\s/.test(trimmed) ? trimmed.slice(2).trim() : trimmed;
    if (options.faq && /^A:\s/.test(trimmed)) open = null;
    if (open?.kind === 'paragraph') open.lines.push(text);
    else blocks.push((open = { kind: 'paragraph', lines: [text] }));
  }
  return blocks;
}

const slug = (text: string) =>
  text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'section';

/** The blocks grouped under their headings; the text before the first heading (if any) first, without one. */
export function sectionsOf(blocks: Block[]): Section[] {
  const sections: Section[] = [];
  const used = new Set<string>();
  for (const block of blocks) {
    if (block.kind === 'heading') {
      let id = slug(block.text);
      for (let n = 2; used.has(id); n++) id = `${slug(block.text)}-${n}`;
      used.add(id);
      sections.push({ heading: block.text, id, blocks: [] });
    } else {
      if (sections.length === 0) sections.push({ heading: null, id: 'intro', blocks: [] });
      sections.at(-1)!.blocks.push(block);
    }
  }
  return sections;
}

export function pageSections(page: ContentPageKey, body: string): Section[] {
  return sectionsOf(parseBody(body, { faq: page === 'faq' }));
}

/** The contact page's editable parts: the intro under the title, the address lines and the hours. */
export interface ContactText {
  intro: string[];
  address: string[] | null;
  hours: string[] | null;
}

const CONTACT_HEADINGS = { address: 'address', hours: 'hours' } as const;

export function contactText(body: string): ContactText {
  const text: ContactText = { intro: [], address: null, hours: null };
  for (const section of pageSections('contact', body)) {
    const lines = section.blocks.flatMap((b) => (b.kind === 'list' ? b.items : b.lines));
    const key = section.heading?.toLowerCase();
    if (key === CONTACT_HEADINGS.address) text.address = lines;
    else if (key === CONTACT_HEADINGS.hours) text.hours = lines;
    else if (section.heading === null) text.intro = section.blocks.map((b) => (b.kind === 'list' ? b.items : b.lines).join(' '));
  }
  return text;
}

/**
 * What is wrong with a page's body, as a message for its field, or null. A FAQ is
 * questions each with an answer; the contact page's headings are Address and Hours.
 */
export function bodyProblem(page: ContentPageKey, body: string): string | null {
  const sections = pageSections(page, body);
  if (sections.length === 0) return 'is required';
  const long = sections.find((s) => (s.heading ?? '').length > 200);
  if (long) return `the heading "${long.heading!.slice(0, 40)}…" is longer than 200 characters`;
  if (page === 'faq') {
    if (sections[0].heading === null) return 'must start with a question: a line "## question" (or "Q: question")';
    const unanswered = sections.find((s) => s.blocks.length === 0);
    if (unanswered) return `the question "${unanswered.heading}" has no answer`;
    const twice = sections.find((s, i) => sections.findIndex((o) => o.heading === s.heading) !== i);
    if (twice) return `the question "${twice.heading}" is asked twice`;
  }
  if (page === 'contact') {
    const other = sections.find((s) => s.heading !== null && !Object.values(CONTACT_HEADINGS).includes(s.heading.toLowerCase() as 'address'));
    if (other) return `"## ${other.heading}" is not a part of the contact page: use "## Address" and "## Hours"`;
  }
  return null;
}
