import { scrollIntoList } from './scroll-into-list';

const rect = (left: number, width: number) => ({ left, right: left + width }) as DOMRect;

function listWith(item: { left: number; width: number }) {
  const list = document.createElement('div');
  const tab = document.createElement('button');
  list.append(tab);
  list.scrollLeft = 0;
  let scrollLeft = 40;
  Object.defineProperty(list, 'scrollLeft', {
    get: () => scrollLeft,
    set: (value: number) => {
      scrollLeft = value;
    },
  });
  list.getBoundingClientRect = () => rect(16, 358);
  tab.getBoundingClientRect = () => rect(item.left, item.width);
  return { list, tab };
}

describe('scrollIntoList', () => {
  it('scrolls right just enough to show a tab cut off at the right edge', () => {
    const { list, tab } = listWith({ left: 330, width: 80 });
    scrollIntoList(list, tab);
    expect(list.scrollLeft).toBe(40 + (410 - 374));
  });

  it('scrolls left to show a tab cut off at the left edge', () => {
    const { list, tab } = listWith({ left: 0, width: 80 });
    scrollIntoList(list, tab);
    expect(list.scrollLeft).toBe(40 - 16);
  });

  it('leaves a visible tab where it is', () => {
    const { list, tab } = listWith({ left: 100, width: 80 });
    scrollIntoList(list, tab);
    expect(list.scrollLeft).toBe(40);
  });
});
