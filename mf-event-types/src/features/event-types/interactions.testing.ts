import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

type User = ReturnType<typeof userEvent.setup>;

/** Replaces a field's text in one input event (typing key by key is slow under Chakra in jsdom). */
export async function fill(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

let pointerX = 0;

/**
 * Opens a menu and picks an item. Chakra's menu selects the item highlighted by a mouse move,
 * and ignores a move to the pointer's last position, so each pick moves to a new one.
 */
export async function chooseMenuItem(user: User, trigger: string, item: string) {
  await user.click(await screen.findByRole('button', { name: trigger }));
  const menuItem = await screen.findByRole('menuitem', { name: item });
  pointerX += 1;
  await user.pointer({ target: menuItem, coords: { clientX: pointerX, clientY: pointerX } });
  await waitFor(() => expect(menuItem).toHaveAttribute('data-highlighted'));
  await user.click(menuItem);
}
