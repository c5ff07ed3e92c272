/**
 * Scripts that may run only after cookie consent are rendered by the server as inert
 * `<script type="text/plain" data-consent-src="…">` placeholders (gatsby-ssr.tsx). Once the visitor
 * accepts, each placeholder gets a real, async script element beside it, exactly once.
 */
export const CONSENT_SCRIPT_SELECTOR = 'script[type="text/plain"][data-consent-src]';

export function activateConsentScripts(doc: Document = document): number {
  let activated = 0;
  doc.querySelectorAll<HTMLScriptElement>(CONSENT_SCRIPT_SELECTOR).forEach((placeholder) => {
    if (placeholder.dataset.activated === "true") return;
    const script = doc.createElement("script");
    script.src = placeholder.dataset.consentSrc!;
    script.async = true;
    placeholder.after(script);
    placeholder.dataset.activated = "true";
    activated += 1;
  });
  return activated;
}

interface ConsentSource {
  getState(): { utils: { cookies: boolean } };
  subscribe(listener: () => void): () => void;
}

/** Activates the consent scripts as soon as (and whenever) the persisted state says cookies are accepted. */
export function watchConsent(store: ConsentSource, doc: Document = document): () => void {
  const check = () => {
    if (store.getState().utils.cookies) activateConsentScripts(doc);
  };
  check();
  return store.subscribe(check);
}
