import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

const PARTS = new Set(['quotes', 'messages', 'addenda']);
const GIVE_UP_MS = 10_000;

/**
 * A link to `#quotes`, `#messages` or `#addenda` (a notification, an e-mail, the to-do) lands on
 * that part. The parts render after the page (other remotes, or a read of their own), so this
 * waits until the part has content before scrolling, and stops waiting when the reader scrolls first.
 */
export function useScrollToPart(ready: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    const part = hash.slice(1);
    if (!ready || !PARTS.has(part)) return;
    const target = document.getElementById(part);
    if (!target) return;
    let done = false;
    const scroll = () => {
      if (done || target.getBoundingClientRect().height === 0) return;
      done = true;
      target.scrollIntoView({ block: 'start' });
      stop();
    };
    const observer = new MutationObserver(scroll);
    observer.observe(target, { childList: true, subtree: true });
    const timer = window.setTimeout(() => stop(), GIVE_UP_MS);
    const onWheel = () => stop();
    window.addEventListener('wheel', onWheel, { passive: true, once: true });
    window.addEventListener('touchmove', onWheel, { passive: true, once: true });
    function stop() {
      done = true;
      observer.disconnect();
      window.clearTimeout(timer);
      window.removeEventListener('wheel', onWheel);
      window.removeEventListener('touchmove', onWheel);
    }
    scroll();
    return stop;
  }, [hash, ready]);
}
