import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brandColors } from '@slotwise/shared/ui/brand-colors';

// The attendee pages' CSS module cannot import the palette, so it repeats the shades it uses.
const css = readFileSync(join(__dirname, 'public-booking.module.css'), 'utf8');
const shadeOf: Record<string, keyof typeof brandColors> = {
  '--brand-solid': 600,
  '--brand-fg': 700,
  '--brand-muted': 100,
  '--brand-subtle': 50,
  '--brand-emphasized': 200,
  '--brand-focus': 500,
};

describe('the attendee pages’ brand colors', () => {
  it.each(Object.entries(shadeOf))('%s is brand %s of @slotwise/shared/ui/brand-colors', (name, shade) => {
    const declared = css.match(new RegExp(`${name}:\\s*(#[0-9a-f]+);`, 'i'))?.[1];
    expect(declared?.toLowerCase()).toBe(brandColors[shade]);
  });

  it('declares no other brand custom property', () => {
    const names = [...css.matchAll(/(--brand-[a-z-]+):/g)].map((match) => match[1]);
    expect(names.sort()).toEqual(Object.keys(shadeOf).sort());
  });
});
