import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { TimeZonePicker } from './time-zone-picker';

const picker = (
  <TimeZonePicker value="Europe/Berlin" browserZone="Europe/Berlin" onChange={() => undefined} />
);

it('lists the zones once the field is focused, not in the first render (the booking page shows sooner)', () => {
  expect(renderToString(picker)).toMatch(/<datalist id="[^"]+"><\/datalist>/);
  const { container } = render(picker);
  expect(container.querySelectorAll('datalist option')).toHaveLength(0);
  fireEvent.focus(screen.getByRole('combobox', { name: 'Time zone' }));
  const options = container.querySelectorAll('datalist option');
  expect(options.length).toBeGreaterThan(300);
  expect(options[0]).toHaveAttribute('value', 'Europe/Berlin');
});
