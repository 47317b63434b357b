import { inflateSync } from 'node:zlib';

/** The text runs of a PDF's content streams (inflated; hex and literal strings of TJ/Tj), without a PDF library. */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const runs: string[] = [];
  for (const match of source.matchAll(/<<([^]*?)>>\s*stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = source.indexOf('endstream', start);
    const raw = pdf.subarray(start, end);
    let content: string;
    try {
      content = (match[1]?.includes('/FlateDecode') ? inflateSync(raw) : raw).toString('latin1');
    } catch {
      continue;
    }
    for (const operator of content.matchAll(/(\[(?:[^\]\\]|\\.)*\]|<[0-9A-Fa-f\s]*>|\((?:[^)\\]|\\.)*\))\s*T[Jj]/g)) {
      const strings = (operator[1] ?? '').match(/<[0-9A-Fa-f\s]*>|\((?:[^)\\]|\\.)*\)/g) ?? [];
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
