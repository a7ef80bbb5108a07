// Small, real attachments for the demo world, made in code: a one-page PDF with a heading and
// lines of text, and a PNG drawing of a floor plan. Nothing is downloaded.
import { crc32, deflateSync } from 'node:zlib';

/** A one-page A4 PDF (Helvetica, WinAnsi: Swedish letters print). */
export function demoPdf(title: string, lines: readonly string[]): Uint8Array {
  // characters outside Latin-1 (dashes, quotes) print as '-'
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the range is all of Latin-1, from \x00 to \xff
  const text = (s: string) => `(${s.replace(/[^\x00-\xff]/g, '-').replace(/[\\()]/g, (c) => `\\${c}`)}) Tj`;
  const content = [
    'BT',
    '/F1 18 Tf',
    '56 780 Td',
    text(title),
    '/F1 11 Tf',
    '0 -30 Td',
    ...lines.flatMap((line) => [text(line), '0 -16 Td']),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  const entries = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(pdf, 'latin1'));
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A floor-plan sketch as an RGB PNG: rooms (seeded by `variant`) on a blueprint grid. */
export function demoPng(variant: number, width = 320, height = 200): Uint8Array {
  const pixels = Buffer.alloc((width * 3 + 1) * height);
  const rooms = [0.35, 0.6, 0.8].map((f, i) => Math.round(width * ((f + ((variant * (i + 3)) % 7) / 50) % 0.95)));
  const hall = Math.round(height * (0.45 + (variant % 5) / 20));
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    pixels[row] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const wall =
        x < 4 ||
        x >= width - 4 ||
        y < 4 ||
        y >= height - 4 ||
        rooms.some((r) => Math.abs(x - r) < 2 && y < hall) ||
        (Math.abs(y - hall) < 2 && x % 60 > 14);
      const grid = x % 20 === 0 || y % 20 === 0;
      const [r, g, b] = wall ? [30, 41, 59] : grid ? [191, 219, 254] : [239, 246, 255];
      pixels.set([r, g, b], row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(pixels)),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}
