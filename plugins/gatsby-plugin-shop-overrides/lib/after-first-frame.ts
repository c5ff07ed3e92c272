/**
 * The tail every after-paint inline script ends with (Gatsby's scripts, lib/scripts-after-paint.ts; the
 * whole stylesheet, lib/critical-css.ts; the page's messages, src/i18n/browser-catalogue.ts): it calls the
 * script's `go` once the page has painted its next frame, or at once in a hidden page (a background tab,
 * a prerender), which paints no frame, or as soon as the page is hidden before its frame. `go` itself
 * must run once only.
 */
export const AFTER_FIRST_FRAME =
  `function hidden(){return document.visibilityState!=="visible"}if(hidden())go();else{` +
  `requestAnimationFrame(function(){setTimeout(go,0)});document.addEventListener("visibilitychange",function(){if(hidden())go()})}`;

/**
 * A page may hold Gatsby's scripts back for its largest picture (lib/scripts-after-paint.ts): a promise
 * it puts here before the first frame. The search page's early results do (src/features/search/
 * early-results.ts), when they paint: their first picture is asked for only once the results have
 * arrived, and on a slow link it shared the bandwidth with ≈ 120 KB of scripts asked for at the first frame.
 */
export const HOLD_SCRIPTS_GLOBAL = "___holdScripts";
/** How long the scripts wait for that promise at most, after the first frame. */
export const HOLD_SCRIPTS_MS = 1000;
