/**
 * Reflow (WCAG 1.4.10): on a phone zoomed to 200 % (195 CSS px wide) nothing scrolls sideways. Checked
 * on every story rendered narrower than 320 px, and on each route of the built app (e2e/reflow).
 *
 * Two ways a screen fails: the page is wider than the screen (it scrolls sideways), or a fixed element
 * (the bottom navigation, a dialog) holds more than its box, which no scrolling of the page reaches. A
 * region that scrolls inside itself (a data table, exempt from 1.4.10) is not the page, so it passes.
 *
 * Self-contained, so end-to-end tests can hand it to `page.evaluate`. Returns one line per problem,
 * naming the elements past the right edge.
 */
export function reflowProblems(): string[] {
  const screenWidth = document.documentElement.clientWidth;
  const name = (element: Element) => {
    const label = element.getAttribute('aria-label');
    const text = (element.textContent ?? '').trim().slice(0, 30);
    return `<${element.tagName.toLowerCase()}>${label ? ` "${label}"` : ''}${text ? ` «${text}»` : ''}`;
  };
  const pastEdge = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.right > screenWidth + 0.5;
  };
  // The deepest elements past the edge: what to fix, rather than each of their ancestors.
  const culprits = (root: Element) =>
    [...root.querySelectorAll('*')]
      .filter((element) => pastEdge(element) && ![...element.children].some(pastEdge))
      .slice(0, 5)
      .map((element) => `${name(element)} ends at ${Math.round(element.getBoundingClientRect().right)} px`);

  const problems: string[] = [];
  const pageWidth = document.documentElement.scrollWidth;
  if (pageWidth > screenWidth) {
    problems.push(
      `the page is ${pageWidth} px wide on a ${screenWidth} px screen`,
      ...culprits(document.body),
    );
  }
  for (const element of document.body.querySelectorAll('*')) {
    const style = getComputedStyle(element);
    if (style.position !== 'fixed') continue;
    if (element.scrollWidth > element.clientWidth + 1) {
      problems.push(`fixed ${name(element)} holds ${element.scrollWidth} px in ${element.clientWidth}`);
    }
    // Taller content spilling out of a fixed bar (its rows wrapped) is lost too; a dialog that
    // scrolls inside itself is not.
    if (style.overflowY === 'visible' && element.scrollHeight > element.clientHeight + 1) {
      problems.push(
        `fixed ${name(element)} spills ${element.scrollHeight} px out of ${element.clientHeight}`,
      );
    }
  }
  return problems;
}
