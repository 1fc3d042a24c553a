/**
 * Brings the selected tab of a sideways-scrolling tab strip into view (a phone shows three or
 * four of the profile's nine tabs): when it is cut off at either edge, the strip scrolls so the
 * tab sits in the middle, its neighbours showing on both sides. The page itself does not move.
 */
export function bringSelectedTabIntoView(strip: HTMLElement): void {
  const tab = strip.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
  if (!tab || strip.scrollWidth <= strip.clientWidth) return;
  const stripBox = strip.getBoundingClientRect();
  const tabBox = tab.getBoundingClientRect();
  if (tabBox.left >= stripBox.left && tabBox.right <= stripBox.right) return;
  const tabStart = tabBox.left - stripBox.left + strip.scrollLeft;
  const centred = tabStart - (strip.clientWidth - tabBox.width) / 2;
  strip.scrollLeft = Math.max(0, Math.min(centred, strip.scrollWidth - strip.clientWidth));
}
