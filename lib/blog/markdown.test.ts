import MarkdownIt from 'markdown-it';
import { describe, expect, it, vi } from 'vitest';
import { budgetMs, medianMs } from '@/tests/helpers/timing';
import { MARKDOWN_SHAPES } from '@/tests/helpers/hostile-markdown';
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
    expect(html).not.toMatch(/<script|onerror|onclick|onload|onmouseover|(href|src)="?(javascript|data):|<iframe|<svg|style=/i);
    // A link to a URL markdown-it refuses stays the author's literal text (marked made it a link without href).
    expect(html).toContain('[x](javascript:alert(4))');
    expect(html).toContain('<img src="https://example.com/a.png" loading="lazy" decoding="async" />');
    expect(html).toContain('<a href="https://example.com" rel="nofollow ugc noopener">ok</a>');
    expect(html).toContain('text');
  });

  it('renders inline descriptions without a paragraph and cuts plain text at a word', () => {
    expect(renderInlineMarkdown('Scope `blog:read`.')).toBe('Scope <code>blog:read</code>.');
    expect(plainTextOf('# Title\n\nA *short* & sweet body.')).toBe('Title A short & sweet body.');
    expect(plainTextOf('word '.repeat(100), 30)).toBe('word word word word word word…');
  });

  it('renders GFM task lists as disabled checkboxes and table alignment as align', () => {
    const html = renderMarkdown('- [x] done\n- [ ] open\n\n| a | b |\n|:--|--:|\n| 1 | 2 |\n\nSee www.example.com or README.md.');
    expect(html).toContain('<li><input type="checkbox" disabled checked /> done</li>');
    expect(html).toContain('<li><input type="checkbox" disabled /> open</li>');
    expect(html).toContain('<th align="left">a</th>');
    expect(html).toContain('<td align="right">2</td>');
    expect(html).toContain('<a href="http://www.example.com" rel="nofollow ugc noopener">www.example.com</a> or README.md.');
  });

  it('renders each hostile shape without throwing, in time linear in its size (4x the input, well under 16x the time)', () => {
    for (const [name, make] of Object.entries(MARKDOWN_SHAPES)) {
      let html = '';
      const small = medianMs(() => (html = renderMarkdown(make(20_000))));
      expect(html.length, name).toBeGreaterThan(0);
      const large = medianMs(() => renderMarkdown(make(80_000)), 1);
      expect(large, `${name}: 20k in ${small.toFixed(0)} ms`).toBeLessThan(budgetMs(small, 10));
    }
  }, 600_000);

  it('shows the source as escaped text when rendering fails', () => {
    const render = vi.spyOn(MarkdownIt.prototype, 'render').mockImplementation(() => {
      throw new RangeError('Maximum call stack size exceeded');
    });
    try {
      expect(renderMarkdown('<b>bold</b> & more\n\nsecond')).toBe('<p>&lt;b&gt;bold&lt;/b&gt; &amp; more</p>\n<p>second</p>');
    } finally {
      render.mockRestore();
    }
  });
});
