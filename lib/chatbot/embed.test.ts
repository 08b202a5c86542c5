import { describe, expect, it } from 'vitest';
import { embedOrigins, embedScripts } from './embed';

describe('external chatbot embed code', () => {
  it('keeps script sources with their settings, and drops inline script and event handlers', () => {
    const code = `<script src="https://widget.example.com/v2/loader.js" data-bot-id="42" async onload="steal()" nonce="x"></script>
      <script>window.evil = 1</script><script src="javascript:alert(1)"></script><img src="https://x.test/a.png" onerror="steal()">`;
    expect(embedScripts(code)).toEqual([{ src: 'https://widget.example.com/v2/loader.js', attributes: { 'data-bot-id': '42', async: '' } }]);
    expect(embedOrigins(code)).toEqual(['https://widget.example.com']);
  });

  it('takes a bare URL as the script and nothing from an empty setting', () => {
    expect(embedOrigins('https://chat.example.org/embed.js')).toEqual(['https://chat.example.org']);
    expect(embedScripts(null)).toEqual([]);
    expect(embedScripts('<p>no script</p>')).toEqual([]);
  });
});
