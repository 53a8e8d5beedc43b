/**
 * Scrolls a sideways-scrolling list (the Settings tabs on a phone) just enough to show one of its
 * items, without moving the page: `scrollIntoView` would also scroll the window vertically.
 */
export function scrollIntoList(list: HTMLElement, item: HTMLElement): void {
  const area = list.getBoundingClientRect();
  const box = item.getBoundingClientRect();
  if (box.left < area.left) list.scrollLeft -= area.left - box.left;
  else if (box.right > area.right) list.scrollLeft += box.right - area.right;
}
