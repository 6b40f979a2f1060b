// The pages' plain-text format (docs/rules/content.md#pages): paragraphs, headings, lists,
// FAQ Q:/A: pairs, section ids, the contact page's parts and the checks of a body.
import { describe, expect, it } from 'vitest';
import { bodyProblem, contactText, pageSections, parseBody } from './page-kinds';

describe('parseBody', () => {
  it('reads paragraphs (lines kept), headings and lists; markup is text', () => {
    expect(parseBody('One\r\ntwo <b>bold</b>\n\n## Title\n- a\n- b\nafter\n\n\nlast')).toEqual([
      { kind: 'paragraph', lines: ['One', 'two <b>bold</b>'] },
      { kind: 'heading', text: 'Title' },
      { kind: 'list', items: ['a', 'b'] },
      { kind: 'paragraph', lines: ['after'] },
      { kind: 'paragraph', lines: ['last'] },
    ]);
  });

  it('reads Q:/A: pairs in the FAQ only', () => {
    expect(parseBody('Q: Why?\nA: Because.', { faq: true })).toEqual([{ kind: 'heading', text: 'Why?' }, { kind: 'paragraph', lines: ['Because.'] }]);
    expect(parseBody('Q: Why?', {})).toEqual([{ kind: 'paragraph', lines: ['Q: Why?'] }]);
  });
});

describe('sections', () => {
  it('groups blocks under headings with unique ids; text before the first heading comes first', () => {
    const sections = pageSections('terms', 'Intro\n\n## Refunds & returns\n\nText\n\n## Refunds & returns\n\nMore');
    expect(sections.map((s) => [s.heading, s.id])).toEqual([[null, 'intro'], ['Refunds & returns', 'refunds-returns'], ['Refunds & returns', 'refunds-returns-2']]);
  });

  it("reads the contact page's intro, address lines and hours", () => {
    expect(contactText('Write to us.\n\n## Address\nOpenBox\n1 MG Road\n\n## Hours\nMon-Sat')).toEqual({ intro: ['Write to us.'], address: ['OpenBox', '1 MG Road'], hours: ['Mon-Sat'] });
    expect(contactText('Only an intro.')).toEqual({ intro: ['Only an intro.'], address: null, hours: null });
  });
});

describe('bodyProblem', () => {
  it('accepts a good body and names what is wrong with a bad one', () => {
    expect(bodyProblem('faq', '## Q?\n\nA.')).toBeNull();
    expect(bodyProblem('privacy', 'Just text')).toBeNull();
    expect(bodyProblem('terms', '')).toBe('is required');
    expect(bodyProblem('faq', 'A.\n\n## Q?\n\nA.')).toMatch(/must start with a question/);
    expect(bodyProblem('faq', '## Q?\n\nA.\n\n## Alone')).toBe('the question "Alone" has no answer');
    expect(bodyProblem('faq', '## Q?\n\nA.\n\nQ: Q?\nA: B.')).toBe('the question "Q?" is asked twice');
    expect(bodyProblem('contact', '## Address\n\nx\n\n## Map\n\ny')).toMatch(/"## Map" is not a part of the contact page/);
    expect(bodyProblem('terms', `## ${'x'.repeat(201)}\n\ny`)).toMatch(/longer than 200 characters/);
  });
});
