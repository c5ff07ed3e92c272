/**
 * A first-party cookie that says the visitor has answered the cookie question, for the head script that
 * decides before the first paint whether the banner shows (components/layout/cookie-banner.tsx). The
 * answer itself lives in the persisted store (utils.cookies); this is its copy for that one script.
 *
 * Why a cookie and not the store: the head script ran before the page's first paint, and its first read of
 * localStorage loads the origin's whole storage area through a synchronous call to the browser process.
 * In a Lighthouse trace of the home page that was the page's longest task of its own, 26 ms of a 27 ms
 * parsing task at full CPU speed (bench/README.md, 2026-11-28 21:29). In unthrottled traces the script
 * took 1.6–5.2 ms reading the cookie, 7.2–10.6 ms reading localStorage. The cookie goes to the server with
 * every request and says nothing but "answered".
 */
export const ANSWER_COOKIE = "travel-retail-cookies";
const VALUE = "answered";
/** A year, as long as a browser keeps the stored answer it copies (until the visitor clears site data). */
const MAX_AGE_S = 365 * 24 * 60 * 60;

/** The head script's test, as a regular expression source over `document.cookie`. */
export const ANSWER_COOKIE_PATTERN = `(?:^|;\\s*)${ANSWER_COOKIE}=${VALUE}(?:;|$)`;

export function hasAnswerCookie(doc: Document = document): boolean {
  try {
    return new RegExp(ANSWER_COOKIE_PATTERN).test(doc.cookie);
  } catch {
    // An opaque origin (a sandboxed frame) has no cookies: the banner asks.
    return false;
  }
}

/** Makes the cookie say what the stored answer says: set when answered, gone when not. */
export function copyAnswerToCookie(answered: boolean, doc: Document = document): void {
  if (hasAnswerCookie(doc) === answered) return;
  const secure = doc.location?.protocol === "https:" ? "; Secure" : "";
  try {
    doc.cookie = `${ANSWER_COOKIE}=${answered ? VALUE : ""}; Path=/; Max-Age=${answered ? MAX_AGE_S : 0}; SameSite=Lax${secure}`;
  } catch {
    // No cookies here (an opaque origin): the store still has the answer, and the banner reads it there.
  }
}
