// A page's edited text (docs/rules/content.md#pages) drawn as React elements: paragraphs
// (their lines kept), lists and headed sections. Never HTML: every word is a text node,
// so markup typed in the console shows as typed.
import { Fragment } from 'react';
import { store } from '@/lib/config';
import { pageSections, type ContentPageKey, type Section } from '@/lib/content/page-kinds';
import { getEditedPage } from '@/lib/content/pages';
import { PolicySection, proseClass } from './static-page';

export function TextBlocks({ blocks }: { blocks: Section['blocks'] }) {
  return (
    <>
      {blocks.map((block, i) =>
        block.kind === 'list' ? (
          <ul key={i}>
            {block.items.map((item, j) => (
              <li key={j}>{item}</li>
            ))}
          </ul>
        ) : (
          <p key={i}>
            {block.lines.map((line, j) => (
              <Fragment key={j}>
                {j > 0 && <br />}
                {line}
              </Fragment>
            ))}
          </p>
        ),
      )}
    </>
  );
}

/** A policy's edited sections, each under its heading (h2, linkable by its id); numbered when asked. */
export function EditedSections({ sections, numbered = false }: { sections: Section[]; numbered?: boolean }) {
  let n = 0;
  return (
    <>
      {sections.map((section) =>
        section.heading === null ? (
          <div key={section.id} className={`pb-7 ${proseClass}`}>
            <TextBlocks blocks={section.blocks} />
          </div>
        ) : (
          <PolicySection key={section.id} id={section.id} title={numbered ? `${++n}. ${section.heading}` : section.heading}>
            <TextBlocks blocks={section.blocks} />
          </PolicySection>
        ),
      )}
    </>
  );
}

/** A section's text as one line (search engines' FAQ data). */
export const plainText = (blocks: Section['blocks']) => blocks.map((b) => (b.kind === 'list' ? b.items : b.lines).join(' ')).join(' ');

/** A page's edited sections, or null while its built-in text shows (or cannot be read). */
export async function editedSections(page: ContentPageKey): Promise<Section[] | null> {
  const body = await getEditedPage(store.storeId, page).catch(() => null);
  return body ? pageSections(page, body) : null;
}
