import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './html-depth';

describe('nestsDeeperThan', () => {
  it('counts open elements as the parser stacks them', () => {
    expect(nestsDeeperThan('<em>'.repeat(3), 2)).toBe(true);
    expect(nestsDeeperThan('<em>'.repeat(3), 3)).toBe(false);
    expect(nestsDeeperThan('<p><em><b>x</b></em></p>'.repeat(1000), 3)).toBe(false);
    // An end tag closes everything inside its element; one whose element is not open closes nothing.
    expect(nestsDeeperThan(`${'<div><em><b>'.repeat(2)}</div>${'<i>'.repeat(4)}`, 7)).toBe(false);
    expect(nestsDeeperThan(`<div>${'<em></zz>'.repeat(4)}`, 4)).toBe(true);
  });

  it('opens no level for void elements and self-closing repeats of p and li', () => {
    expect(nestsDeeperThan('<br><img src="x"><hr/>'.repeat(500), 1)).toBe(false);
    expect(nestsDeeperThan(`<ul>${'<li>item'.repeat(500)}</ul>`, 2)).toBe(false);
    expect(nestsDeeperThan('<P>a'.repeat(500), 1)).toBe(false);
  });
});
