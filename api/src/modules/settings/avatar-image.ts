/**
 * Avatar bytes: the type is read from the file's own bytes (never from its name or the
 * client's content type), and metadata that may carry personal data (EXIF with GPS, XMP,
 * IPTC, comments, text chunks) is removed without re-encoding the picture. No native image
 * library: those download binaries at install time.
 */

export type AvatarKind = 'jpeg' | 'png';

export const avatarFormats: Record<AvatarKind, { extension: string; contentType: string }> = {
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
  png: { extension: 'png', contentType: 'image/png' },
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function detectAvatarKind(bytes: Buffer): AvatarKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  return null;
}

/** A file that starts like an image but whose structure is broken. */
export class MalformedImageError extends Error {}

/**
 * JPEG: keeps APP0 (JFIF), APP2 (ICC colour profile) and APP14 (Adobe colour transform), which
 * change how the picture looks; drops every other APPn segment (APP1 = EXIF/XMP, APP13 = IPTC)
 * and COM comments. Everything from the start of scan on is copied as it is.
 */
export function stripJpegMetadata(bytes: Buffer): Buffer {
  const keptApps = new Set([0xe0, 0xe2, 0xee]);
  const parts: Buffer[] = [bytes.subarray(0, 2)];
  let offset = 2;
  while (offset < bytes.length) {
    if (bytes[offset] !== 0xff) throw new MalformedImageError('JPEG marker expected');
    // Any number of 0xFF fill bytes may precede a marker.
    let markerAt = offset;
    while (markerAt + 1 < bytes.length && bytes[markerAt + 1] === 0xff) markerAt += 1;
    if (markerAt + 1 >= bytes.length) throw new MalformedImageError('Truncated JPEG');
    const marker = bytes[markerAt + 1];
    const segmentStart = markerAt;
    if (marker === 0xd9) {
      parts.push(bytes.subarray(segmentStart));
      return Buffer.concat(parts);
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      parts.push(bytes.subarray(segmentStart, markerAt + 2));
      offset = markerAt + 2;
      continue;
    }
    if (markerAt + 4 > bytes.length) throw new MalformedImageError('Truncated JPEG');
    const length = bytes.readUInt16BE(markerAt + 2);
    const end = markerAt + 2 + length;
    if (length < 2 || end > bytes.length) throw new MalformedImageError('Bad JPEG segment length');
    if (marker === 0xda) {
      // Start of scan: the entropy-coded data and the rest of the file carry no metadata.
      parts.push(bytes.subarray(segmentStart));
      return Buffer.concat(parts);
    }
    const isApp = marker >= 0xe0 && marker <= 0xef;
    const dropped = marker === 0xfe || (isApp && !keptApps.has(marker));
    if (!dropped) parts.push(bytes.subarray(segmentStart, end));
    offset = end;
  }
  throw new MalformedImageError('JPEG without image data');
}

/** PNG: drops the text chunks (tEXt, iTXt, zTXt), eXIf and tIME; checks the chunk structure. */
export function stripPngMetadata(bytes: Buffer): Buffer {
  const dropped = new Set(['tEXt', 'iTXt', 'zTXt', 'eXIf', 'tIME']);
  const parts: Buffer[] = [bytes.subarray(0, 8)];
  let offset = 8;
  let first = true;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (end > bytes.length || !/^[A-Za-z]{4}$/.test(type)) throw new MalformedImageError('Bad PNG chunk');
    if (first && type !== 'IHDR') throw new MalformedImageError('PNG must start with IHDR');
    first = false;
    if (!dropped.has(type)) parts.push(bytes.subarray(offset, end));
    offset = end;
    if (type === 'IEND') return Buffer.concat(parts);
  }
  throw new MalformedImageError('PNG without IEND');
}

/** The image's kind and its bytes without metadata; null when it is not a JPEG or PNG at all. */
export function cleanAvatar(bytes: Buffer): { kind: AvatarKind; bytes: Buffer } | null {
  const kind = detectAvatarKind(bytes);
  if (!kind) return null;
  return { kind, bytes: kind === 'jpeg' ? stripJpegMetadata(bytes) : stripPngMetadata(bytes) };
}
