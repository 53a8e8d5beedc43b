import { useEffect, useRef, useState } from 'react';

/**
 * True while `loading`, and for at least `minimumMs` once it started, so a fast answer does
 * not flash the placeholder (skeleton or spinner) for a frame (docs/product.md#constants: minimum visible
 * duration).
 */
export function useMinimumLoading(loading: boolean, minimumMs: number): boolean {
  const [visible, setVisible] = useState(loading);
  const shownAt = useRef<number | null>(loading ? Date.now() : null);
  useEffect(() => {
    if (loading) {
      shownAt.current ??= Date.now();
      setVisible(true);
      return;
    }
    if (shownAt.current === null) return;
    const remaining = minimumMs - (Date.now() - shownAt.current);
    const timer = setTimeout(
      () => {
        shownAt.current = null;
        setVisible(false);
      },
      Math.max(0, remaining),
    );
    return () => clearTimeout(timer);
  }, [loading, minimumMs]);
  return visible;
}
