/**
 * How each curve looks: power solid, torque dashed; stock in slate, each stage its own colour
 * from the Okabe-Ito palette (safe for the common colour-vision deficiencies) and its own
 * marker shape, so curves stay apart in grey print too.
 */
export type MarkerShape = 'circle' | 'square' | 'triangle' | 'diamond' | 'cross' | 'star';

export interface CurveStyle {
  colour: string;
  /** The colour on a light and on a dark page: the server's drawing, made before the theme is known, takes both. */
  pair?: readonly [light: string, dark: string];
  dash?: string;
  width: number;
  marker: MarkerShape;
}

const LIGHT = ['#4b5563', '#0072b2', '#d55e00', '#007a5a', '#b3478f', '#a86e00', '#2f7fb5'];
const DARK = ['#c9d1db', '#56b4e9', '#ff8a3d', '#3ccb9f', '#e69fcc', '#f0b429', '#8fd0f5'];
const MARKERS: MarkerShape[] = ['circle', 'square', 'triangle', 'diamond', 'cross', 'star'];

/** `slot` 0 is stock, 1.. the stages in order. */
export function curveStyle(slot: number, metric: 'power' | 'torque', dark: boolean): CurveStyle {
  const palette = dark ? DARK : LIGHT;
  return {
    colour: palette[slot % palette.length]!,
    pair: [LIGHT[slot % LIGHT.length]!, DARK[slot % DARK.length]!],
    dash: metric === 'torque' ? '7 4' : undefined,
    width: metric === 'power' ? 2.5 : 2,
    marker: MARKERS[slot % MARKERS.length]!,
  };
}

export function markerPath(shape: MarkerShape, x: number, y: number, size = 4): string {
  // One decimal is finer than a pixel; the rest is float noise in the server's HTML.
  return path(shape, x, y, size).replace(/(\.\d)\d+/g, '$1');
}

function path(shape: MarkerShape, x: number, y: number, s: number): string {
  switch (shape) {
    case 'circle':
      return `M${x - s},${y}a${s},${s} 0 1,0 ${2 * s},0a${s},${s} 0 1,0 ${-2 * s},0`;
    case 'square':
      return `M${x - s},${y - s}h${2 * s}v${2 * s}h${-2 * s}z`;
    case 'triangle':
      return `M${x},${y - s - 1}L${x + s + 1},${y + s}L${x - s - 1},${y + s}z`;
    case 'diamond':
      return `M${x},${y - s - 1}L${x + s + 1},${y}L${x},${y + s + 1}L${x - s - 1},${y}z`;
    case 'cross':
      return `M${x - s},${y - s}L${x + s},${y + s}M${x + s},${y - s}L${x - s},${y + s}`;
    case 'star':
      return `M${x},${y - s - 1}L${x + 1.2},${y - 1.2}L${x + s + 1},${y}L${x + 1.2},${y + 1.2}L${x},${y + s + 1}L${x - 1.2},${y + 1.2}L${x - s - 1},${y}L${x - 1.2},${y - 1.2}z`;
  }
}
