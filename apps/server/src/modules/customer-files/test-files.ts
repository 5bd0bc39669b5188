import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { pngFile } from '../../../test/png-fixtures.ts';

/** A minimal one-page PDF. */
export function pdfFile(text = 'Bericht'): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200]>> endobj\n% ${text}\ntrailer <</Root 1 0 R>>\n%%EOF\n`,
    'latin1',
  );
}

/** The start of a HEIC image: its `ftyp` box with the brand `heic` and a `meta` box header. */
export function heicFile(): Buffer {
  const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1')]);
  return Buffer.concat([ftyp, Buffer.from([0, 0, 0, 16]), Buffer.from('meta', 'latin1'), Buffer.alloc(8)]);
}

/** A zip archive with stored (uncompressed) entries. */
export function zipFile(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(text, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A minimal Word document: `[Content_Types].xml` naming the main document part, and that part. */
export function docxFile(): Buffer {
  return zipFile({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    'word/document.xml':
      '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Bericht</w:t></w:r></w:p></w:body></w:document>',
  });
}

/** An executable's header (`MZ`), as a disguised upload. */
export const exeFile = () => Buffer.concat([Buffer.from('MZ', 'latin1'), Buffer.alloc(62), Buffer.from('This program cannot be run in DOS mode.', 'latin1')]);

export const textFile = (text = 'Zürich, 3. März: Rücken links verspannt.\r\n\tKontrolle in 2 Wochen.\n') => Buffer.from(text, 'utf8');

export const pngImage = () => pngFile(4, 4);
export const jpegImage = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#c06040' } })
    .jpeg()
    .toBuffer();
export const webpImage = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#4060c0' } })
    .webp()
    .toBuffer();

/** A multipart form body with one file part (`field`, `fileName`) and its content type header. */
export function multipartForm(fileName: string, bytes: Buffer, field = 'file', declaredType = 'application/octet-stream') {
  const boundary = '----praxis-test-boundary-7MA4YWxkTrZu0gW';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${declaredType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head, 'utf8'), bytes, Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8')]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
