import {
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
  useCallback,
  useEffect,
  useState,
} from 'react';
import { NAME_SIZE } from '#shared/diagram/text';

export interface View {
  x: number;
  y: number;
  scale: number;
}

interface Size {
  width: number;
  height: number;
}

const MIN_SCALE = 0.2;
/**
 * The smallest scale a fitted view takes: resource names (12 px drawn) stay 8 px on screen. A
 * diagram wider than that shows its start (the flow runs left to right) and pans, rather than
 * shrinking every label to 4 px to fit ('Show all resources' on a phone, a large design).
 */
export const READABLE_SCALE = 8 / NAME_SIZE;
const MAX_SCALE = 3;
const MARGIN = 16;
const clamp = (n: number, low: number, high: number) => Math.min(high, Math.max(low, n));

/** The canvas height for a diagram: what it needs at the scale that fits its width, within bounds. */
export function canvasHeight(content: Size, canvasWidth: number): number {
  const scale = clamp((canvasWidth - MARGIN) / content.width, READABLE_SCALE, 1);
  return Math.round(clamp(content.height * scale + MARGIN, 260, 640));
}

/**
 * The first view: the whole diagram, at its drawn size when that fits and smaller when it does
 * not, so no box starts past the canvas's edge (a wide diagram on a narrow or zoomed-in screen
 * used to open at 80% with its right side cut off); zoom and pan bring the names closer. Never
 * below READABLE_SCALE: a diagram too big for that opens on its start instead.
 */
export const initialView = (content: Size, canvas: Size): View => fitted(content, canvas, 1);

/** The whole diagram in view ('Fit'), however small, and enlarged up to 150% when it is small. */
export const fitView = (content: Size, canvas: Size): View => fitted(content, canvas, 1.5);

function fitted(content: Size, canvas: Size, largest: number): View {
  const fit = Math.min((canvas.width - MARGIN) / content.width, (canvas.height - MARGIN) / content.height);
  return centred(content, canvas, clamp(fit, READABLE_SCALE, largest));
}

/**
 * '100%': the drawn size, around the middle of what is in view now (the whole diagram's middle
 * after Fit), never its top-left corner, which is often empty space; centred when it all fits.
 */
export function actualSizeView(view: View, content: Size, canvas: Size): View {
  const whole = centred(content, canvas, 1);
  const middle = (at: number, side: number, contentSide: number) =>
    clamp(at + side / 2 / view.scale, 0, contentSide) - side / 2;
  return {
    scale: 1,
    x: content.width <= canvas.width ? whole.x : middle(view.x, canvas.width, content.width),
    y: content.height <= canvas.height ? whole.y : middle(view.y, canvas.height, content.height),
  };
}

function centred(content: Size, canvas: Size, scale: number): View {
  const free = (canvasSide: number, contentSide: number) =>
    contentSide * scale <= canvasSide ? -(canvasSide / scale - contentSide) / 2 : -MARGIN / 2 / scale;
  return { scale, x: free(canvas.width, content.width), y: free(canvas.height, content.height) };
}

/**
 * Zoom (buttons, Ctrl or pinch + wheel, keys), pan (drag, arrow keys) and fit for an SVG drawn in
 * `canvas`, expressed as the SVG's viewBox so text stays sharp at every zoom. A press that does
 * not move is a click, handed to `onClick` with the element pressed.
 */
export function usePanZoom(
  canvas: RefObject<HTMLDivElement | null>,
  content: Size | undefined,
  onClick: (target: Element) => void,
) {
  const [view, setView] = useState<View>({ x: 0, y: 0, scale: 1 });
  const [size, setSize] = useState<Size>({ width: 0, height: 0 });
  const [drag, setDrag] = useState<{
    x: number;
    y: number;
    view: View;
    moved: boolean;
    target: Element;
  } | null>(null);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const observer = new ResizeObserver(() =>
      setSize({ width: element.clientWidth, height: element.clientHeight }),
    );
    observer.observe(element);
    setSize({ width: element.clientWidth, height: element.clientHeight });
    return () => observer.disconnect();
  }, [canvas]);

  const contentKey = content ? `${content.width}x${content.height}` : '';
  // A new diagram (or a new canvas size) starts from its initial view; keyed on the content's
  // size rather than its identity, so new findings on the same drawing keep the user's view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (content && size.width > 0) setView(initialView(content, size));
  }, [contentKey, size.width, size.height]);

  const zoomAt = useCallback(
    (factor: number, at?: { x: number; y: number }) =>
      setView((v) => {
        const scale = clamp(v.scale * factor, MIN_SCALE, MAX_SCALE);
        const point = at ?? { x: size.width / 2, y: size.height / 2 };
        return {
          scale,
          x: v.x + point.x / v.scale - point.x / scale,
          y: v.y + point.y / v.scale - point.y / scale,
        };
      }),
    [size.width, size.height],
  );

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    // React's wheel listeners are passive; Ctrl + wheel (and a trackpad pinch) must not zoom the page.
    const onWheel = (event: globalThis.WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      const box = element.getBoundingClientRect();
      zoomAt(event.deltaY < 0 ? 1.15 : 1 / 1.15, { x: event.clientX - box.left, y: event.clientY - box.top });
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [canvas, zoomAt]);

  const pan = (dx: number, dy: number) =>
    setView((v) => ({ ...v, x: v.x + dx / v.scale, y: v.y + dy / v.scale }));

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLDivElement>) {
      if (event.button !== 0) return;
      setDrag({ x: event.clientX, y: event.clientY, view, moved: false, target: event.target as Element });
    },
    onPointerMove(event: PointerEvent<HTMLDivElement>) {
      if (!drag) return;
      const dx = event.clientX - drag.x;
      const dy = event.clientY - drag.y;
      if (!drag.moved && Math.hypot(dx, dy) < 4) return;
      if (!drag.moved) {
        event.currentTarget.setPointerCapture(event.pointerId);
        setDrag({ ...drag, moved: true });
      }
      setView({ ...drag.view, x: drag.view.x - dx / drag.view.scale, y: drag.view.y - dy / drag.view.scale });
    },
    onPointerUp() {
      if (drag && !drag.moved) onClick(drag.target);
      setDrag(null);
    },
    onPointerCancel() {
      setDrag(null);
    },
    onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
      const step = 60;
      const moves: Record<string, () => void> = {
        ArrowLeft: () => pan(-step, 0),
        ArrowRight: () => pan(step, 0),
        ArrowUp: () => pan(0, -step),
        ArrowDown: () => pan(0, step),
        '+': () => zoomAt(1.25),
        '=': () => zoomAt(1.25),
        '-': () => zoomAt(0.8),
      };
      const move = moves[event.key];
      if (!move) return;
      event.preventDefault();
      move();
    },
  };

  return {
    view,
    size,
    dragging: Boolean(drag?.moved),
    handlers,
    zoomIn: () => zoomAt(1.25),
    zoomOut: () => zoomAt(0.8),
    fit: () => content && setView(fitView(content, size)),
    actualSize: () => content && setView((v) => actualSizeView(v, content, size)),
    /** brings a box into the middle of the view, keeping the zoom */
    centreOn: (box: { x: number; y: number; width: number; height: number }) =>
      setView((v) => ({
        ...v,
        x: box.x + box.width / 2 - size.width / 2 / v.scale,
        y: box.y + box.height / 2 - size.height / 2 / v.scale,
      })),
  };
}
