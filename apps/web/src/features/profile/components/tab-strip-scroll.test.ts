import { describe, expect, it } from 'vitest';
import { bringSelectedTabIntoView } from './tab-strip-scroll';

/**
 * A strip 300 px wide at x = 10 holding tabs 100 px wide side by side, scrolled by `scrolled`;
 * jsdom has no layout, so the boxes are given.
 */
function strip(tabs: number, selected: number, scrolled: number) {
  const element = document.createElement('div');
  for (let index = 0; index < tabs; index += 1) {
    const tab = document.createElement('button');
    tab.setAttribute('role', 'tab');
    tab.setAttribute('aria-selected', String(index === selected));
    tab.getBoundingClientRect = () =>
      DOMRect.fromRect({ x: 10 + index * 100 - element.scrollLeft, y: 0, width: 100, height: 40 });
    element.append(tab);
  }
  let scrollLeft = scrolled;
  Object.defineProperties(element, {
    clientWidth: { value: 300 },
    scrollWidth: { value: tabs * 100 },
    scrollLeft: {
      get: () => scrollLeft,
      set: (value: number) => {
        scrollLeft = value;
      },
    },
  });
  element.getBoundingClientRect = () => DOMRect.fromRect({ x: 10, y: 0, width: 300, height: 40 });
  return element;
}

describe('bringSelectedTabIntoView', () => {
  it('scrolls a tab cut off on the right into the middle of the strip', () => {
    const element = strip(9, 6, 0);
    bringSelectedTabIntoView(element);
    // Tab 6 starts at 600; centred in 300 px it starts at 100 from the strip's left edge.
    expect(element.scrollLeft).toBe(500);
  });

  it('scrolls back to a tab cut off on the left', () => {
    const element = strip(9, 1, 400);
    bringSelectedTabIntoView(element);
    expect(element.scrollLeft).toBe(0);
  });

  it('stops at the end of the strip', () => {
    const element = strip(9, 8, 0);
    bringSelectedTabIntoView(element);
    expect(element.scrollLeft).toBe(600);
  });

  it('leaves a tab already in view where it is', () => {
    const element = strip(9, 3, 200);
    bringSelectedTabIntoView(element);
    expect(element.scrollLeft).toBe(200);
  });

  it('does nothing when every tab fits', () => {
    const element = strip(3, 2, 0);
    bringSelectedTabIntoView(element);
    expect(element.scrollLeft).toBe(0);
  });
});
