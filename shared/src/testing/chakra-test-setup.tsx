// Imported first by the jest tests that drive Chakra's menus, switches and dialogs.
import { configure } from '@testing-library/react';

// Chakra renders slowly in jsdom and the machines share their cores: give findBy* more time.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

// jsdom has no PointerEvent. Chakra's menu highlights an item only on a mouse-type pointer
// move, and its switch dispatches one on a label click: give them a PointerEvent that keeps
// the pointer type user-event sets.
class PointerEventStub extends MouseEvent {
  readonly pointerId: number;
  readonly pointerType: string;
  readonly isPrimary: boolean;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.pointerType = init.pointerType ?? 'mouse';
    this.isPrimary = init.isPrimary ?? true;
  }
}

window.PointerEvent ??= PointerEventStub as unknown as typeof PointerEvent;
