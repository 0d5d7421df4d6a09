import "./scroll-progress.css";

/**
 * Scroll progress bar (decorative; hidden from assistive technology). CSS alone: a scroll timeline
 * on the page grows the bar with the scroll position (./scroll-progress.css), so no script listens to
 * scrolling or renders on each scroll event. Browsers without scroll timelines show no bar.
 */
export function ScrollProgress() {
  return <div aria-hidden className="scroll-progress" />;
}
