import { configure } from '@testing-library/react';

// Chakra renders slowly in jsdom and the machines share their cores: give findBy* more time.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

// jsdom has no PointerEvent. Chakra's menu selects an item only after a mouse-type pointer
// move highlights it: give it a PointerEvent that keeps the pointer type user-event sets.
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
