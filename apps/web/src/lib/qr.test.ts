import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { encodeQr, qrPath, type QrCode } from './qr.ts';

/** The code as a camera sees it: light quiet zone of 4 modules, each module `scale` pixels, RGBA. */
function pixels(code: QrCode, scale = 4) {
  const side = (code.size + 8) * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < code.size; y++) {
    for (let x = 0; x < code.size; x++) {
      if (!code.modules[y]![x]) continue;
      for (let dy = 0; dy < scale; dy++) {
        for (let dx = 0; dx < scale; dx++) {
          const at = (((y + 4) * scale + dy) * side + (x + 4) * scale + dx) * 4;
          data[at] = data[at + 1] = data[at + 2] = 0;
        }
      }
    }
  }
  return { data, side };
}

/** What a QR reader (jsQR, a decoder written apart from ours) reads from the code, or null. */
function read(code: QrCode) {
  const { data, side } = pixels(code);
  const found = jsQR(data, side, side, { inversionAttempts: 'dontInvert' });
  return found && { text: found.data, version: found.version };
}

describe('the QR encoder', () => {
  it('draws codes a reader decodes to the same text, at every version it draws', () => {
    const texts = [
      'A',
      'http://127.0.0.1:4321/us/en/join/?code=K7M2QX',
      'https://www.numbloom.com/gb/en/join/?code=ABCDEF',
      // UTF-8 in byte mode, and lengths that fill versions 1 to 10
      'https://www.numbloom.com/fr/fr/rejoindre/?code=ÉLÈVE',
      ...[14, 26, 42, 62, 84, 106, 122, 152, 180, 213].map((n) => '7'.repeat(n)),
    ];
    const versions = new Set<number>();
    for (const text of texts) {
      const code = encodeQr(text);
      const got = read(code);
      expect(got?.text, text).toBe(text);
      expect(code.size).toBe(17 + 4 * got!.version);
      versions.add(got!.version);
    }
    expect([...versions].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('picks the smallest version for the text', () => {
    expect(encodeQr('A').size).toBe(21);
    expect(encodeQr('http://127.0.0.1:4321/us/en/join/?code=K7M2QX').size).toBe(33);
  });

  it('still reads with modules damaged: the error correction words are right', () => {
    const text = 'https://www.numbloom.com/gb/en/join/?code=ABCDEF';
    const code = encodeQr(text);
    const damaged = { size: code.size, modules: code.modules.map((row) => [...row]) };
    // a 3×3 smudge in the data area, in the bottom right corner, clear of the alignment pattern
    for (let y = code.size - 3; y < code.size; y++) {
      for (let x = code.size - 3; x < code.size; x++) damaged.modules[y]![x] = !damaged.modules[y]![x];
    }
    expect(damaged.modules).not.toEqual(code.modules);
    expect(read(damaged)?.text).toBe(text);
  });

  it('draws the dark modules as one SVG path', () => {
    expect(qrPath(encodeQr('A'))).toMatch(/^M4 4h1v1h-1z/);
  });

  it('refuses a text too long for the versions it draws', () => {
    expect(() => encodeQr('x'.repeat(400))).toThrow(RangeError);
  });
});
