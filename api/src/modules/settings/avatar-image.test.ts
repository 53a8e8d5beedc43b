import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  cleanAvatar,
  detectAvatarKind,
  MalformedImageError,
  stripJpegMetadata,
  stripPngMetadata,
} from './avatar-image';
import { jpegWithExif, pngWithText, segment } from './avatar-image.fixtures';

describe('avatar bytes', () => {
  test('the kind comes from the magic bytes only', () => {
    assert.equal(detectAvatarKind(jpegWithExif()), 'jpeg');
    assert.equal(detectAvatarKind(pngWithText()), 'png');
    assert.equal(detectAvatarKind(Buffer.from('not a picture, just text')), null);
    assert.equal(detectAvatarKind(Buffer.from([0xff, 0xd8])), null);
  });

  test('JPEG: APP1 (EXIF), APP13 and comments are removed; JFIF, ICC and the scan are kept', () => {
    const input = jpegWithExif();
    const output = stripJpegMetadata(input);
    assert.ok(input.includes('GPSLatitude'));
    assert.ok(!output.includes('GPSLatitude'));
    assert.ok(!output.includes('Photoshop 3.0'));
    assert.ok(!output.includes('a comment'));
    assert.ok(output.includes('JFIF'));
    assert.ok(output.includes('ICC_PROFILE'));
    assert.ok(output.includes(Buffer.from([0xff, 0xda])));
    assert.deepEqual(output.subarray(-2), Buffer.from([0xff, 0xd9]));
    // Idempotent: nothing left to strip.
    assert.deepEqual(stripJpegMetadata(output), output);
  });

  test('JPEG with a segment length past the end is malformed', () => {
    const broken = Buffer.concat([
      Buffer.from([0xff, 0xd8]),
      segment(0xe0, Buffer.from('JFIF\0')).subarray(0, 5),
    ]);
    assert.throws(() => stripJpegMetadata(broken), MalformedImageError);
    assert.throws(() => stripJpegMetadata(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00])), MalformedImageError);
  });

  test('PNG: tEXt, iTXt, zTXt, eXIf and tIME chunks are removed, the image chunks kept', () => {
    const input = pngWithText();
    const output = stripPngMetadata(input);
    assert.ok(input.includes('Author'));
    for (const word of ['tEXt', 'iTXt', 'zTXt', 'eXIf', 'tIME', 'Author'])
      assert.ok(!output.includes(word), word);
    for (const word of ['IHDR', 'IDAT', 'IEND']) assert.ok(output.includes(word), word);
    assert.deepEqual(stripPngMetadata(output), output);
  });

  test('PNG without IEND or starting with another chunk is malformed', () => {
    const input = pngWithText();
    assert.throws(() => stripPngMetadata(input.subarray(0, input.length - 12)), MalformedImageError);
    assert.throws(() => stripPngMetadata(input.subarray(0, 8)), MalformedImageError);
  });

  test('cleanAvatar refuses text', () => {
    assert.equal(cleanAvatar(Buffer.from('hello')), null);
    assert.equal(cleanAvatar(jpegWithExif())?.kind, 'jpeg');
  });
});
