import { constants, inflateSync } from 'node:zlib';

/**
 * A tiny reader for the PDFs Chromium prints (enough for tests, not a general PDF parser): how
 * many pages, and the text drawn on them, decoded through each font's ToUnicode map.
 */

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function objects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  // Stream lengths may be indirect objects (`/Length 12 0 R`) written after their stream.
  const integers = new Map<number, number>();
  for (const match of text.matchAll(/(\d+) 0 obj\s*(\d+)\s*endobj/g)) integers.set(Number(match[1]), Number(match[2]));
  const found = new Map<number, PdfObject>();
  const start = /(\d+) 0 obj/g;
  let match: RegExpExecArray | null;
  while ((match = start.exec(text))) {
    const from = start.lastIndex;
    const streamAt = text.indexOf('stream', from);
    const endAt = text.indexOf('endobj', from);
    if (endAt < 0) break;
    if (streamAt < 0 || endAt < streamAt) {
      found.set(Number(match[1]), { dict: text.slice(from, endAt), stream: null });
      start.lastIndex = endAt + 6;
      continue;
    }
    const dict = text.slice(from, streamAt);
    const length = /\/Length\s+(\d+)(\s+0\s+R)?/.exec(dict);
    const size = length ? (length[2] ? integers.get(Number(length[1])) : Number(length[1])) : undefined;
    const dataAt = streamAt + (text[streamAt + 6] === '\r' ? 8 : 7);
    const dataEnd = size !== undefined ? dataAt + size : text.indexOf('endstream', dataAt);
    let raw = pdf.subarray(dataAt, dataEnd);
    if (/\/FlateDecode/.test(dict)) raw = inflateSync(raw, { finishFlush: constants.Z_SYNC_FLUSH });
    found.set(Number(match[1]), { dict, stream: raw });
    const after = text.indexOf('endobj', dataEnd);
    if (after < 0) break;
    start.lastIndex = after + 6;
  }
  return found;
}

/** The number of page objects (`/Type /Page`, not `/Pages`). */
export function pdfPageCount(pdf: Buffer): number {
  return [...objects(pdf).values()].filter((object) => /\/Type\s*\/Page(?![s\w])/.test(object.dict)).length;
}

function hexToString(hex: string): string {
  let out = '';
  for (let index = 0; index + 4 <= hex.length; index += 4) out += String.fromCharCode(parseInt(hex.slice(index, index + 4), 16));
  return out;
}

/** A ToUnicode CMap: glyph code (hex) to text. */
function parseCmap(source: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const block of source.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const pair of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) map.set(pair[1]!.toUpperCase(), hexToString(pair[2]!));
  }
  for (const block of source.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const range of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(<[0-9A-Fa-f]+>|\[[^\]]*\])/g)) {
      const low = parseInt(range[1]!, 16);
      const high = parseInt(range[2]!, 16);
      const width = range[1]!.length;
      const targets = range[3]!.startsWith('[') ? [...range[3]!.matchAll(/<([0-9A-Fa-f]+)>/g)].map((item) => item[1]!) : null;
      const base = targets ? 0 : parseInt(range[3]!.slice(1, -1), 16);
      for (let code = low; code <= high; code += 1) {
        const key = code.toString(16).toUpperCase().padStart(width, '0');
        map.set(key, targets ? hexToString(targets[code - low] ?? '') : String.fromCharCode(base + code - low));
      }
    }
  }
  return map;
}

/**
 * The text drawn on every page, in drawing order. Chromium places many glyphs one by one, so runs
 * are joined without separators and ligatures folded (NFKC): compare with spaces removed.
 */
export function pdfText(pdf: Buffer): string {
  const all = objects(pdf);
  const fontMaps = new Map<number, Map<string, string>>();
  for (const [number, object] of all) {
    const unicode = /\/ToUnicode\s+(\d+) 0 R/.exec(object.dict);
    const cmap = unicode ? all.get(Number(unicode[1]))?.stream : null;
    if (cmap) fontMaps.set(number, parseCmap(cmap.toString('latin1')));
  }
  // Font resource names (/F6) to their objects, from every resource dictionary.
  const fontsByName = new Map<string, Map<string, string>>();
  for (const object of all.values()) {
    for (const fonts of object.dict.matchAll(/\/Font\s*<<([\s\S]*?)>>/g)) {
      for (const entry of fonts[1]!.matchAll(/\/([\w.+-]+)\s+(\d+) 0 R/g)) {
        const map = fontMaps.get(Number(entry[2]));
        if (map) fontsByName.set(entry[1]!, map);
      }
    }
  }
  const lines: string[] = [];
  for (const object of all.values()) {
    if (!object.stream) continue;
    const content = object.stream.toString('latin1');
    if (!/\bT[Jj]\b/.test(content) || !/\bTf\b/.test(content)) continue;
    let font: Map<string, string> | undefined;
    let line = '';
    const decode = (hex: string) => {
      const upper = hex.toUpperCase();
      let out = '';
      for (let index = 0; index + 4 <= upper.length; index += 4) out += font?.get(upper.slice(index, index + 4)) ?? '';
      return out;
    };
    for (const token of content.matchAll(/\/([\w.+-]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj|\[([^\]]*)\]\s*TJ|\b(ET|T\*|Td|TD|Tm)\b/g)) {
      if (token[1] !== undefined) font = fontsByName.get(token[1]);
      else if (token[2] !== undefined) line += decode(token[2]);
      else if (token[3] !== undefined) {
        for (const part of token[3].matchAll(/<([0-9A-Fa-f]*)>|(-?[\d.]+)/g)) {
          if (part[1] !== undefined) line += decode(part[1]);
          else if (Number(part[2]) < -200) line += ' ';
        }
      } else if (line !== '') {
        lines.push(line);
        line = '';
      }
    }
    if (line !== '') lines.push(line);
  }
  return lines.join('').normalize('NFKC');
}
