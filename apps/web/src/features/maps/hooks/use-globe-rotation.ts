import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useState } from 'react';

/** One turn in two minutes. */
const DEGREES_PER_MS = 360 / 120_000;
const REDUCE = '(prefers-reduced-motion: reduce)';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(REDUCE).matches;

/**
 * Turns the globe slowly until someone touches it (pointer, wheel, touch or keyboard on the
 * map). Off from the start when the system asks for reduced motion, and stopped if it starts
 * asking. `setRotating` backs the screen's pause/resume button.
 */
export function useGlobeRotation(map: MapLibreMap | null) {
  const [rotating, setRotating] = useState(() => !prefersReducedMotion());

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(REDUCE);
    const onChange = () => query.matches && setRotating(false);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  useEffect(() => {
    if (!map || !rotating) return;
    let frame = 0;
    let last = performance.now();
    const turn = (now: number) => {
      const center = map.getCenter();
      map.setCenter([center.lng + (now - last) * DEGREES_PER_MS, center.lat]);
      last = now;
      frame = requestAnimationFrame(turn);
    };
    frame = requestAnimationFrame(turn);
    const stop = () => setRotating(false);
    const events = ['mousedown', 'touchstart', 'wheel', 'dragstart'] as const;
    for (const event of events) map.on(event, stop);
    const container = map.getContainer();
    container.addEventListener('keydown', stop);
    return () => {
      cancelAnimationFrame(frame);
      for (const event of events) map.off(event, stop);
      container.removeEventListener('keydown', stop);
    };
  }, [map, rotating]);

  return { rotating, setRotating };
}
