/**
 * Timings and counts of the web interface (docs/product.md §9). Business constants (limits, enumerations,
 * time to live) stay in @casaconti/core/constants; the sidebar's own (cookie, widths, shortcut)
 * live with it in components/ui/sidebar.tsx.
 */

// Timings
export const PROPERTY_CREATED_REDIRECT_MS = 1500;
export const CONTRACT_CREATED_REDIRECT_MS = 2000;
export const COPY_CONFIRMATION_MS = 2000;
/** The searchable contract picker's list closes this long after blur. */
export const PICKER_CLOSE_MS = 200;

// Counts
export const PORTFOLIO_SKELETON_COUNT = 6;
export const SELECT_PROPERTY_SKELETON_COUNT = 3;
export const NEW_PROPERTY_WIZARD_STEPS = 2;
/** A list's search box asks the server this long after the last keystroke. */
export const LIST_SEARCH_DEBOUNCE_MS = 300;
