import { describe, expect, it } from 'vitest';
import { sanitizeDescription } from './description';

describe('sanitizeDescription', () => {
  it('removes scripts, event handlers, styles, frames and pictures', () => {
    expect(sanitizeDescription('<img src=x onerror=alert(1)><script>alert(2)</script><p>Good</p>')).toBe('<p>Good</p>');
    expect(sanitizeDescription('<p onclick="steal()" onmouseover="x()">Hi</p>')).toBe('<p>Hi</p>');
    expect(sanitizeDescription('<p style="position:fixed;inset:0">Cover</p><style>body{display:none}</style>')).toBe('<p>Cover</p>');
    expect(sanitizeDescription('<iframe src="https://evil.example"></iframe><p>After</p>')).toBe('<p>After</p>');
    expect(sanitizeDescription('<svg onload=alert(1)><script>x</script></svg>ok')).toBe('ok');
  });

  it('drops links, keeping their text, so a javascript: URL cannot run', () => {
    const clean = sanitizeDescription('<p><a href="javascript:alert(1)">Click</a> here</p>');
    expect(clean).toBe('<p>Click here</p>');
    expect(clean).not.toMatch(/javascript|href/i);
  });

  it('drops every attribute of an allowed tag', () => {
    expect(sanitizeDescription('<span class="x" id="y" data-a="1">Text</span>')).toBe('<span>Text</span>');
  });

  it('keeps the allowed formatting', () => {
    const html =
      '<h3>Features</h3><p>A <strong>strong</strong>, <b>bold</b>, <em>em</em>, <i>i</i> and <u>u</u> line.<br />Next</p>' +
      '<ul><li>One</li></ul><ol><li>Two</li></ol><h4>Size</h4>' +
      '<table><thead><tr><th>Part</th></tr></thead><tbody><tr><td>Motor</td></tr></tbody></table>';
    expect(sanitizeDescription(html)).toBe(html);
  });

  it('keeps text with entities escaped', () => {
    expect(sanitizeDescription('<p>5 < 6 & "fine"</p>')).toBe('<p>5 &lt; 6 &amp; "fine"</p>');
  });
});
