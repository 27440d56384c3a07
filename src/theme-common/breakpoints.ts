/**
 * The one breakpoint of the theme: at this width or narrower the layout is "mobile" (hamburger
 * menu, side panel, no docs sidebar column). CSS cannot import it, so every media query in
 * src/**\/*.css must use exactly `(max-width: 996px)` or `(min-width: 997px)`; a unit test
 * (tests/unit/breakpoints.test.ts) fails when a stylesheet uses another value.
 */
export const MOBILE_MAX_WIDTH = 996;
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px)`;
export const DESKTOP_MEDIA_QUERY = `(min-width: ${MOBILE_MAX_WIDTH + 1}px)`;
