/**
 * Hover intent (spec §9: interval 100 ms, sensitivity 6), as the theme opens its header
 * dropdowns: a pointer passing over the cart on its way elsewhere opens nothing; one that slows
 * down on it (moved less than `sensitivity` px between two looks `interval` ms apart) does.
 */
export const HOVER_INTENT_INTERVAL_MS = 100;
export const HOVER_INTENT_SENSITIVITY_PX = 6;

export interface Point {
  x: number;
  y: number;
}

/** Whether the pointer, looked at twice one interval apart, has slowed down enough. */
export const hoverIntended = (previous: Point, current: Point, sensitivity = HOVER_INTENT_SENSITIVITY_PX) => Math.hypot(current.x - previous.x, current.y - previous.y) < sensitivity;
