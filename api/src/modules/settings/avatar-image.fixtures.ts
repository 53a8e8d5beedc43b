/** Tiny, structurally valid images with metadata, built byte by byte for the tests. */

export function segment(marker: number, payload: Buffer): Buffer {
  const header = Buffer.from([0xff, marker, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
}

/** SOI, APP0 JFIF, APP1 EXIF (with a GPS tag name), APP2 ICC, APP13, COM, DQT, SOS + data, EOI. */
export function jpegWithExif(): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    segment(0xe1, Buffer.from('Exif\0\0MM\0*GPSLatitude 48.8584 N', 'latin1')),
    segment(0xe2, Buffer.from('ICC_PROFILE\0\x01\x01', 'latin1')),
    segment(0xed, Buffer.from('Photoshop 3.0\0', 'latin1')),
    segment(0xfe, Buffer.from('a comment', 'latin1')),
    segment(0xdb, Buffer.alloc(65, 1)),
    segment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
    Buffer.from([0x12, 0x34, 0xff, 0x00, 0x56]),
    Buffer.from([0xff, 0xd9]),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  // The CRC is not checked by the stripper; zeros keep the fixture simple.
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
}

export function pngWithText(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('tEXt', Buffer.from('Author\0Jane', 'latin1')),
    chunk('iTXt', Buffer.from('Comment\0\0\0\0\0hi', 'latin1')),
    chunk('zTXt', Buffer.from('Title\0\0x', 'latin1')),
    chunk('eXIf', Buffer.from('MM\0*', 'latin1')),
    chunk('tIME', Buffer.alloc(7)),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x63, 0x60, 0, 0, 0, 2, 0, 1])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
