import { describe, expect, it } from 'vitest';
import { plainTextOf, renderInlineMarkdown, renderMarkdown } from './markdown';

describe('post Markdown rendering', () => {
  it('renders GitHub-flavoured Markdown and demotes a heading 1 below the page title', () => {
    const html = renderMarkdown('# Intro\n\nSome **bold** and `code`.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n```ts\nconst x = 1;\n```');
    expect(html).toContain('<h2>Intro</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<code class="language-ts">');
    expect(html).toContain('<td>1</td>');
    expect(html).not.toContain('<h1');
  });

  it('drops scripts, event handlers, styles, frames and dangerous URLs', () => {
    const html = renderMarkdown(
      [
        '<script>alert(1)</script>',
        '<img src="https://example.com/a.png" onerror="alert(2)" style="width:1px">',
        '<img src="javascript:alert(3)">',
        '<iframe src="https://example.com"></iframe>',
        '[x](javascript:alert(4)) [y](data:text/html,hi) <a href="https://example.com" onclick="alert(5)">ok</a>',
        '<svg onload="alert(6)"></svg><div onmouseover="alert(7)">text</div>',
      ].join('\n\n'),
    );
    expect(html).not.toMatch(/<script|onerror|onclick|onload|onmouseover|javascript:|data:|<iframe|<svg|style=/i);
    expect(html).toContain('<img src="https://example.com/a.png" loading="lazy" decoding="async" />');
    expect(html).toContain('<a href="https://example.com" rel="nofollow ugc noopener">ok</a>');
    expect(html).toContain('text');
  });

  it('renders inline descriptions without a paragraph and cuts plain text at a word', () => {
    expect(renderInlineMarkdown('Scope `blog:read`.')).toBe('Scope <code>blog:read</code>.');
    expect(plainTextOf('# Title\n\nA *short* & sweet body.')).toBe('Title A short & sweet body.');
    expect(plainTextOf('word '.repeat(100), 30)).toBe('word word word word word word…');
  });
});
