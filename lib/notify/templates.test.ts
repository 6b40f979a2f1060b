// docs/rules/messages.md is what the seller registers with DLT, MSG91 and Meta, so it must
// quote every template's current text: this fails when a text, a setting or a template
// name changes in code and not on the page (or a new message kind is not described there).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { msg91TemplateText } from './sms';
import { dltText, messageEvents, templateOf, whatsappBody } from './templates';

const page = readFileSync(new URL('../../docs/rules/messages.md', import.meta.url), 'utf8');

describe('docs/rules/messages.md', () => {
  it.each(messageEvents)('describes %s with its registered texts', (event) => {
    const template = templateOf(event);
    const missing: string[] = [];
    const quote = (text: string) => {
      if (!page.includes(`\`${text}\``)) missing.push(text);
    };
    quote(event);
    if (template.smsSetting) {
      quote(template.smsSetting);
      quote(dltText(event));
      quote(msg91TemplateText(event));
    }
    if (template.whatsappName) {
      quote(template.whatsappName);
      quote(whatsappBody(event));
    }
    expect(missing, 'not quoted on docs/rules/messages.md (run with the default STORE_BUSINESS_NAME)').toEqual([]);
  });
});
