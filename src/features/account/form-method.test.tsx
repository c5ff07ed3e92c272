import fs from "node:fs";
import path from "node:path";
import React from "react";
import { afterEach, beforeEach, describe, expect, it } from "@jest/globals";
import { screen } from "@testing-library/react";
import { freshBrowser, renderWithStore, signedInState } from "../../test-fixtures/store";
import { makeStore } from "../../state/store";
import { PasswordChangeForm } from "./password-change-form";
import { RemoveAccountForm } from "./remove-account-form";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

let mock: ReturnType<typeof freshBrowser>;
beforeEach(() => {
  mock = freshBrowser();
});
afterEach(() => mock.restore());

/**
 * A form submitted before its page's JavaScript has run (a slow phone, JavaScript off) is sent by the
 * browser itself, as a GET unless it says otherwise: every field, the password too, would end up in the
 * URL, the server's log and the browser's history.
 */
describe("forms with a password field", () => {
  it.each([
    ["sign-in", <SignInForm key="a" next="/" />, null],
    ["sign-up", <SignUpForm key="b" />, null],
    ["password change", <PasswordChangeForm key="c" />, null],
    ["account removal", <RemoveAccountForm key="d" />, "Delete my account…"],
  ])("the %s form is posted, never sent as a query string", async (_name, ui, opener) => {
    const { container, user } = renderWithStore(ui, makeStore(signedInState()));
    if (opener) await user.click(screen.getByRole("button", { name: opener }));
    const form = container.querySelector("form");
    expect(form).not.toBeNull();
    expect(form!.querySelector('input[type="password"]')).not.toBeNull();
    expect(form!.method).toBe("post");
    expect(form!.getAttribute("action")).toBeNull(); // posted to the page itself, which answers 303 to itself
  });
});

describe("every form of the storefront", () => {
  const root = path.resolve(__dirname, "../..");
  const sources = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) return sources(full);
      return /\.tsx$/.test(e.name) && !/\.test\.tsx$/.test(e.name) ? [full] : [];
    });
  // The one form whose fields belong in the URL: a search is a link to its results.
  const getForms = new Set(["components/layout/search-box.tsx"]);

  const withForms = sources(root)
    .filter((file) => /<form\b/.test(fs.readFileSync(file, "utf8")))
    .map((file) => path.relative(root, file).split(path.sep).join("/"));

  it("finds the forms", () => expect(withForms.length).toBeGreaterThanOrEqual(10));

  it.each(withForms)("%s says how it is sent", (rel) => {
    const text = fs.readFileSync(path.join(root, rel), "utf8");
    const tags = [...text.matchAll(/<form\b[^>]*>/g)].map((m) => m[0]);
    for (const tag of tags) {
      expect(tag).toMatch(getForms.has(rel) ? /\bmethod="get"/ : /\bmethod="post"/);
      if (getForms.has(rel)) expect(text).not.toMatch(/type="password"/);
    }
  });
});
