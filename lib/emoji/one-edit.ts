// Damerau distance of at most one (search's typo matching), against a key read in place in a longer text, so the
// thousands of index words a typo is checked against need no string each.

/** True when `a` and `text[start, end)` differ by one insertion, deletion, substitution or adjacent transposition. */
export function withinOneEditIn(a: string, text: string, start: number, end: number): boolean {
  const la = a.length;
  const lb = end - start;
  let i = 0;
  if (la === lb) {
    while (i < la && a.charCodeAt(i) === text.charCodeAt(start + i)) i++;
    if (i === la) return false;
    if (sameRange(a, i + 1, la, text, start + i + 1, end)) return true;
    return a.charCodeAt(i) === text.charCodeAt(start + i + 1) && a.charCodeAt(i + 1) === text.charCodeAt(start + i) &&
      sameRange(a, i + 2, la, text, start + i + 2, end);
  }
  if (la === lb + 1) {
    while (i < lb && a.charCodeAt(i) === text.charCodeAt(start + i)) i++;
    return sameRange(a, i + 1, la, text, start + i, end);
  }
  if (lb === la + 1) {
    while (i < la && text.charCodeAt(start + i) === a.charCodeAt(i)) i++;
    return sameRange(text, start + i + 1, end, a, i, la);
  }
  return false;
}

function sameRange(x: string, i: number, xEnd: number, y: string, j: number, yEnd: number): boolean {
  if (xEnd - i !== yEnd - j) return false;
  for (; i < xEnd; i++, j++) if (x.charCodeAt(i) !== y.charCodeAt(j)) return false;
  return true;
}
