import { inflateSync } from 'node:zlib';

/**
 * The text shown by a PDF's pages, for tests: every content stream (inflated when FlateDecode, as pdfkit writes
 * them), its text operators' strings decoded (hex `<...>` as pdfkit's standard fonts write them, and `(...)`
 * literals), each TJ/Tj as one run. Enough to check what a page says without a PDF library.
 */
export function pdfText(pdf: Buffer): string {
  const runs: string[] = [];
  const source = pdf.toString('latin1');
  const streamPattern = /<<([^]*?)>>\s*stream\r?\n/g;
  for (let match = streamPattern.exec(source); match; match = streamPattern.exec(source)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    if (end < 0) break;
    const raw = pdf.subarray(start, end);
    let content: string;
    try {
      content = (match[1]?.includes('/FlateDecode') ? inflateSync(raw) : raw).toString('latin1');
    } catch {
      continue;
    }
    for (const operator of content.matchAll(/(\[(?:[^\]\\]|\\.)*\]|<[0-9A-Fa-f\s]*>|\((?:[^)\\]|\\.)*\))\s*T[Jj]/g)) {
      const operand = operator[1] ?? '';
      const strings = operand.match(/<[0-9A-Fa-f\s]*>|\((?:[^)\\]|\\.)*\)/g) ?? [];
      runs.push(
        strings
          .map((part) =>
            part.startsWith('<')
              ? Buffer.from(part.slice(1, -1).replace(/\s/g, ''), 'hex').toString('latin1')
              : part.slice(1, -1).replace(/\\(.)/g, '$1'),
          )
          .join(''),
      );
    }
  }
  return runs.join('\n');
}

/** The names of a zip's entries, from its central directory. */
export function zipEntryNames(zip: Buffer): string[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip: no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let index = 0; index < count; index += 1) {
    if (zip.readUInt32LE(offset) !== 0x02014b50) throw new Error('broken central directory');
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    names.push(zip.subarray(offset + 46, offset + 46 + nameLength).toString('utf8'));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}
