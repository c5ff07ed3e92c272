import React from "react";
import { afterEach, beforeEach, describe, expect, it } from "@jest/globals";
import { waitFor } from "@testing-library/react";
import { paths } from "../../api-client/paths";
import { freshBrowser, renderWithStore } from "../../test-fixtures/store";
import { NewsletterLinks } from "./newsletter-links";

let mock: ReturnType<typeof freshBrowser>;
beforeEach(() => {
  mock = freshBrowser();
});
afterEach(() => {
  mock.restore();
  window.history.replaceState(null, "", "/");
});

describe("NewsletterLinks", () => {
  it("sends the token from the e-mail's link once, says so, and cleans the address bar", async () => {
    window.history.replaceState(null, "", "/?unsubscribe=tok-123&utm=mail");
    mock.onPost(paths.newsletterUnsubscribe).reply(200, { message: "ok" });
    const { store } = renderWithStore(<NewsletterLinks />);
    await waitFor(() =>
      expect(store.getState().alerts.items.map((a) => a.message)).toContain(
        "You are unsubscribed from the newsletter.",
      ),
    );
    expect(mock.history.post.map((c) => JSON.parse(c.data))).toEqual([{ token: "tok-123" }]);
    expect(window.location.search).toBe("?utm=mail");
  });

  it("tells a used or unknown link apart from a failure", async () => {
    window.history.replaceState(null, "", "/?unsubscribe=old");
    mock.onPost(paths.newsletterUnsubscribe).reply(404, { message: "Unknown token." });
    const { store } = renderWithStore(<NewsletterLinks />);
    await waitFor(() => expect(store.getState().alerts.items[0]?.severity).toBe("warning"));
    expect(store.getState().alerts.items[0].message).toMatch(/not valid/);
  });

  it("confirms a subscription with the token of the confirmation link, once", async () => {
    window.history.replaceState(null, "", "/brands/?newsletter-confirm=conf-9");
    mock.onPost(paths.newsletterConfirm).reply(200, { message: "ok" });
    const { store } = renderWithStore(<NewsletterLinks />);
    await waitFor(() => expect(store.getState().alerts.items[0]?.message).toMatch(/You are subscribed/));
    expect(mock.history.post.map((c) => [c.url, JSON.parse(c.data)])).toEqual([
      [paths.newsletterConfirm, { token: "conf-9" }],
    ]);
    expect(window.location.pathname + window.location.search).toBe("/brands/");
  });

  it("says when a confirmation link is not valid", async () => {
    window.history.replaceState(null, "", "/?newsletter-confirm=gone");
    mock.onPost(paths.newsletterConfirm).reply(404, { message: "This confirmation link is not valid." });
    const { store } = renderWithStore(<NewsletterLinks />);
    await waitFor(() => expect(store.getState().alerts.items[0]?.severity).toBe("warning"));
    expect(store.getState().alerts.items[0].message).toMatch(/not valid/);
  });

  it("does nothing without the parameter", async () => {
    renderWithStore(<NewsletterLinks />);
    await new Promise((r) => setTimeout(r, 50));
    expect(mock.history.post).toHaveLength(0);
  });
});
