import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// Issue #27 item 3: the first layout of a drawn attendee page looks up each font family before
// the one the browser has (a synchronous call to the browser process on Linux Chromium).
const css = readFileSync(join(__dirname, 'public-booking.module.css'), 'utf8');
const families = (declaration: string) => declaration.split(',').map((family) => family.trim());

describe('the attendee pages’ font', () => {
  const declarations = [...css.matchAll(/font-family:\s*([^;]+);/g)].map((match) => match[1]);

  it('starts with the system UI font, which every current browser has', () => {
    expect(declarations.length).toBeGreaterThan(0);
    for (const declaration of declarations) expect(families(declaration)[0]).toBe('system-ui');
  });

  it('still ends with a generic family for browsers without system-ui', () => {
    for (const declaration of declarations) expect(families(declaration).at(-1)).toBe('sans-serif');
  });
});
