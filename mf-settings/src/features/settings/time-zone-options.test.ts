import { orderTimeZones, searchTimeZones } from './time-zone-options';

const zones = [
  { name: 'America/New_York (GMT-05:00)', code: 'America/New_York' },
  { name: 'Europe/Berlin (GMT+01:00)', code: 'Europe/Berlin' },
  { name: 'Europe/Paris (GMT+01:00)', code: 'Europe/Paris' },
];

describe('time zone options', () => {
  it("puts the browser's zone first and marks it", () => {
    const ordered = orderTimeZones(zones, 'Europe/Paris');
    expect(ordered.map((zone) => zone.code)).toEqual(['Europe/Paris', 'America/New_York', 'Europe/Berlin']);
    expect(ordered.map((zone) => zone.isBrowserZone)).toEqual([true, false, false]);
  });

  it('keeps the order when the browser zone is unknown', () => {
    expect(orderTimeZones(zones, null).map((zone) => zone.code)).toEqual(zones.map((zone) => zone.code));
  });

  it('searches the name case-insensitively by substring', () => {
    expect(searchTimeZones(zones, 'BERL').map((zone) => zone.code)).toEqual(['Europe/Berlin']);
    expect(searchTimeZones(zones, 'york (gmt').map((zone) => zone.code)).toEqual(['America/New_York']);
    expect(searchTimeZones(zones, 'gmt+01').map((zone) => zone.code)).toEqual([
      'Europe/Berlin',
      'Europe/Paris',
    ]);
    expect(searchTimeZones(zones, '  ')).toHaveLength(3);
    expect(searchTimeZones(zones, 'tokyo')).toEqual([]);
  });
});
