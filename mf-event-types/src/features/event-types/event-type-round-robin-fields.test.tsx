import type { RoundRobinSettings } from '@slotwise/shared/contract/round-robin.contract';
import { renderWithProviders } from '@slotwise/shared/testing/render-with-providers';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { EventTypeRoundRobinFields } from './event-type-round-robin-fields';
import '@slotwise/shared/testing/chakra-test-setup';

const hosts = [
  { user_id: 'u1', label: 'Ada Lovelace' },
  { user_id: 'u2', label: 'Bob Stone' },
];

function Harness({ onChange }: { onChange: (settings: RoundRobinSettings) => void }) {
  const [settings, setSettings] = useState<RoundRobinSettings | undefined>(undefined);
  return (
    <EventTypeRoundRobinFields
      hosts={hosts}
      settings={settings}
      onChange={(next) => {
        setSettings(next);
        onChange(next);
      }}
    />
  );
}

describe('EventTypeRoundRobinFields (docs/product.md#fair-round-robin)', () => {
  it('edits each host’s weight and priority and the cap per day or week', async () => {
    const changes: RoundRobinSettings[] = [];
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Harness onChange={(next) => changes.push(next)} />);
    // Defaults: weight 1, medium priority, no cap.
    expect(screen.getByLabelText('Weight of Bob Stone')).toHaveValue(1);
    expect(screen.getByLabelText('Priority of Ada Lovelace')).toHaveValue('2');
    expect(screen.getByLabelText('Cap period')).toBeDisabled();

    await user.clear(screen.getByLabelText('Weight of Bob Stone'));
    await user.type(screen.getByLabelText('Weight of Bob Stone'), '2');
    await user.selectOptions(screen.getByLabelText('Priority of Ada Lovelace'), 'Highest');
    await user.type(screen.getByLabelText('Most bookings per host'), '3');
    await user.selectOptions(screen.getByLabelText('Cap period'), 'week');
    const last = changes.at(-1);
    expect(last?.cap).toEqual({ limit: 3, period: 'week' });
    expect([...(last?.hosts ?? [])].sort((a, b) => a.user_id.localeCompare(b.user_id))).toEqual([
      { user_id: 'u1', weight: 1, priority: 4 },
      { user_id: 'u2', weight: 2, priority: 2 },
    ]);
    // Emptying the cap removes it.
    await user.clear(screen.getByLabelText('Most bookings per host'));
    expect(changes.at(-1)?.cap).toBeNull();
  });
});
