'use client';
// The explorer's grids for keyboard and copying, over the markup emoji-grid.tsx renders (delegated events, so the
// server-rendered browse grid ships no code per emoji): one tab stop per grid (roving tabindex) with the arrow keys,
// Home and End moving within it; each copy button copies its emoji, counts the copy and confirms it on screen and to
// screen readers. The copy buttons show only once this has run: without JavaScript they could not copy.
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import type { Lang } from '@/lib/emoji/langs';
import { clientTranslator } from '@/lib/i18n/client';
import type { CompiledMessages } from '@/lib/i18n/translate';

const GRID = '.emoji-grid';
const ITEM = 'a[href], button';

/** A grid's cells and the focusable items of each: the link to the emoji's page, then its copy button. */
function cellsOf(grid: Element): HTMLElement[][] {
  return [...grid.children].map((cell) => [...cell.querySelectorAll<HTMLElement>(ITEM)]).filter((items) => items.length > 0);
}

/** Keeps one item of the grid in the tab order: the one last focused, else the first. */
function rove(grid: Element) {
  const items = cellsOf(grid).flat();
  const current = items.find((item) => item.getAttribute('tabindex') === '0') ?? items[0];
  for (const item of items) item.setAttribute('tabindex', item === current ? '0' : '-1');
}

/** Moves the grid's tab stop to `item` and focuses it. */
export function focusGridItem(item: HTMLElement) {
  const grid = item.closest(GRID);
  if (grid) for (const other of cellsOf(grid).flat()) other.setAttribute('tabindex', other === item ? '0' : '-1');
  item.focus();
}

/** Cells in the first row: the grid's columns as laid out now (they follow the viewport's width). */
function columnsOf(cells: HTMLElement[][]): number {
  const top = cells[0]?.[0]?.closest('li')?.offsetTop;
  const first = cells.findIndex((items) => items[0]?.closest('li')?.offsetTop !== top);
  return first === -1 ? cells.length : first;
}

/** The item a key moves to from the `slot`-th item of cell `cell`: left and right in reading order, up and down by row. */
function target(cells: HTMLElement[][], cell: number, slot: number, key: string): HTMLElement | undefined {
  const at = (c: number, s: number) => (cells[c] ? cells[c][Math.min(s, cells[c].length - 1)] : undefined);
  const columns = columnsOf(cells);
  switch (key) {
    case 'ArrowRight':
      return cells[cell]?.[slot + 1] ?? at(cell + 1, 0);
    case 'ArrowLeft':
      return slot > 0 ? cells[cell]?.[slot - 1] : cells[cell - 1]?.at(-1);
    case 'ArrowDown':
      return at(cell + columns, slot);
    case 'ArrowUp':
      return cell >= columns ? at(cell - columns, slot) : undefined;
    case 'Home':
      return at(0, slot);
    case 'End':
      return at(cells.length - 1, slot);
    default:
      return undefined;
  }
}

interface Props {
  lang: Lang;
  messages: CompiledMessages<'grid'>;
  children: ReactNode;
}

export function GridActions({ lang, messages, children }: Props) {
  const t = useMemo(() => clientTranslator(lang, messages), [lang, messages]);
  const root = useRef<HTMLDivElement>(null);
  const copied = useRef<HTMLElement | null>(null);
  const [ready, setReady] = useState(false);
  const [notice, setNotice] = useState<{ id: number; glyph: string; text: string } | null>(null);

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    // Search results replace and extend the grids: each change of the markup keeps one tab stop per grid.
    const update = () => element.querySelectorAll(GRID).forEach(rove);
    update();
    const observer = new MutationObserver(update);
    observer.observe(element, { childList: true, subtree: true });
    setReady(true);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), 5000);
    return () => clearTimeout(timer);
  }, [notice]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.altKey || event.metaKey || event.shiftKey) return;
    const item = event.target as HTMLElement;
    const grid = item.closest(GRID);
    if (!grid) return;
    const cells = cellsOf(grid);
    const cell = cells.findIndex((items) => items.includes(item));
    if (cell === -1) return;
    const next = target(cells, cell, (cells[cell] as HTMLElement[]).indexOf(item), event.key);
    if (!next) return;
    event.preventDefault();
    focusGridItem(next);
  }

  async function onClick(event: MouseEvent<HTMLDivElement>) {
    const button = (event.target as HTMLElement).closest<HTMLButtonElement>('button[data-copy]');
    if (!button) return;
    const { copy: glyph = '', slug = '', name = '' } = button.dataset;
    copied.current?.removeAttribute('data-copied');
    try {
      await navigator.clipboard.writeText(glyph);
    } catch {
      setNotice({ id: Date.now(), glyph: '', text: t('refused') });
      return;
    }
    button.setAttribute('data-copied', '');
    copied.current = button;
    setNotice({ id: Date.now(), glyph, text: t('copied', { name }) });
    // The count is best effort: a refused or failed count does not undo the copy.
    fetch(`/api/emojis/${encodeURIComponent(slug)}/copy`, { method: 'POST' }).catch(() => undefined);
  }

  return (
    // The grids' own links and buttons take the keys and clicks; this only hears them bubble up.
    <div ref={root} className={ready ? 'grid-actions grid-actions--ready' : 'grid-actions'} onKeyDown={onKeyDown} onClick={onClick}>
      {children}
      <p role="status" aria-live="polite" aria-atomic="true" className="copy-toast">
        {notice ? (
          <span key={notice.id}>
            {notice.glyph ? <span aria-hidden="true">{notice.glyph} </span> : null}
            {notice.text}
          </span>
        ) : null}
      </p>
    </div>
  );
}
