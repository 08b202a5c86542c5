// A file of named binary sections (data/emoji/locales/<lang>.bin): strings as Latin-1 or UTF-16 bytes that decode
// straight to strings, numbers as typed arrays copied out, rarely read values as JSON read from disk on first use.
// All strings of one encoding are one run decoded at once, and each string a slice of it: V8 puts a string that
// large straight into the old generation and keeps slices as views, so loading does not grow the young generation.
import { closeSync, openSync, readSync } from 'node:fs';

/** What a section holds; `json` sections are not read with the file but on first use. */
export type Section = string | Uint16Array | Uint32Array | { json: unknown };

const MAGIC = 0x314d4545; // "EEM1", little-endian
type Kind = 'latin1' | 'utf16' | 'u16' | 'u32' | 'json';
/** Where the strings of each encoding are stored together. */
const RUNS = { latin1: '*latin1', utf16: '*utf16' } as const;
/** Section name -> kind, byte offset from the start of the file and byte length (strings: char offset and length in their run). */
type Directory = Record<string, [Kind, number, number]>;

const align = (n: number) => (n + 3) & ~3;

function sectionBytes(section: Exclude<Section, string>): [Kind, Buffer] {
  if (section instanceof Uint16Array) return ['u16', Buffer.from(section.buffer, section.byteOffset, section.byteLength)];
  if (section instanceof Uint32Array) return ['u32', Buffer.from(section.buffer, section.byteOffset, section.byteLength)];
  return ['json', Buffer.from(JSON.stringify(section.json), 'utf8')];
}

/** One byte per character when it fits: V8 then keeps the decoded string as a one-byte string too. */
const isLatin1 = (text: string) => {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0xff) return false;
  return true;
};

/** Magic, directory length, directory (JSON), then each section 4-byte aligned so typed arrays can view it. */
export function writeSections(sections: Record<string, Section>): Buffer {
  const directory: Directory = {};
  const runs = { latin1: [] as string[], utf16: [] as string[] };
  const parts: [string, Kind, Buffer][] = [];
  for (const [name, section] of Object.entries(sections)) {
    if (typeof section !== 'string') {
      parts.push([name, ...sectionBytes(section)]);
      continue;
    }
    const kind = isLatin1(section) ? 'latin1' : 'utf16';
    directory[name] = [kind, runs[kind].reduce((n, text) => n + text.length, 0), section.length];
    runs[kind].push(section);
  }
  parts.unshift([RUNS.latin1, 'latin1', Buffer.from(runs.latin1.join(''), 'latin1')], [RUNS.utf16, 'utf16', Buffer.from(runs.utf16.join(''), 'utf16le')]);
  // The directory's own length moves the offsets, so lay the sections out against a fixed-width placeholder.
  const placeholder: Directory = { ...directory, ...Object.fromEntries(parts.map(([name, kind]) => [name, [kind, 0xffffffff, 0xffffffff]])) };
  const start = align(8 + Buffer.byteLength(JSON.stringify(placeholder)));
  let at = start;
  for (const [name, kind, bytes] of parts) {
    directory[name] = [kind, at, bytes.length];
    at = align(at + bytes.length);
  }
  const out = Buffer.alloc(at);
  out.writeUInt32LE(MAGIC, 0);
  const head = Buffer.from(JSON.stringify(directory).padEnd(start - 8, ' '), 'utf8');
  out.writeUInt32LE(head.length, 4);
  head.copy(out, 8);
  for (const [name, , bytes] of parts) bytes.copy(out, (directory[name] as [Kind, number, number])[1]);
  return out;
}

/** One section file read whole, maybe into a reused buffer: nothing returned keeps the bytes (json sections reopen the file). */
export class Sections {
  private readonly directory: Directory;

  constructor(private readonly path: string, private readonly bytes: Buffer) {
    if (bytes.length < 8 || bytes.readUInt32LE(0) !== MAGIC) throw new Error(`${path}: not an emoji section file`);
    this.directory = JSON.parse(bytes.toString('utf8', 8, 8 + bytes.readUInt32LE(4))) as Directory;
  }

  private entry(name: string, kinds: readonly Kind[]): [Kind, number, number] {
    const entry = this.directory[name];
    if (!entry || !kinds.includes(entry[0])) throw new Error(`${this.path}: no ${kinds.join('/')} section "${name}"`);
    return entry;
  }

  private readonly runs: Partial<Record<keyof typeof RUNS, string>> = {};

  string(name: string): string {
    const [kind, offset, length] = this.entry(name, ['latin1', 'utf16']);
    const [, start, bytes] = this.entry(RUNS[kind as keyof typeof RUNS], [kind]);
    const run = (this.runs[kind as keyof typeof RUNS] ??= this.bytes.toString(kind === 'latin1' ? 'latin1' : 'utf16le', start, start + bytes));
    return run.slice(offset, offset + length);
  }

  /** A copy: the bytes may be a read buffer that the next file overwrites. */
  numbers(name: string): Uint16Array | Uint32Array {
    const [kind, offset, length] = this.entry(name, ['u16', 'u32']);
    const copy = this.bytes.buffer.slice(this.bytes.byteOffset + offset, this.bytes.byteOffset + offset + length);
    return kind === 'u16' ? new Uint16Array(copy) : new Uint32Array(copy);
  }

  /** A reader for a json section that reads just its bytes from the file when called. */
  later<T>(name: string): () => T {
    const [, offset, length] = this.entry(name, ['json']);
    const path = this.path;
    return () => {
      const buffer = Buffer.alloc(length);
      const fd = openSync(path, 'r');
      try {
        readSync(fd, buffer, 0, length, offset);
      } finally {
        closeSync(fd);
      }
      return JSON.parse(buffer.toString('utf8')) as T;
    };
  }
}
