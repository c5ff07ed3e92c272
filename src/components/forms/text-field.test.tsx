import React from "react";
import { describe, expect, it, jest } from "@jest/globals";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TextField } from "./text-field";

describe("TextField's show-password toggle", () => {
  it("shows and hides what was typed, says which it does, and keeps the focus and caret in the field", async () => {
    const user = userEvent.setup();
    render(<TextField label="Password" name="password" type="password" defaultValue="" />);
    const field = screen.getByLabelText("Password");
    expect(field).toHaveAttribute("type", "password");
    const show = screen.getByRole("button", { name: "Show password" });
    expect(show).toHaveAttribute("aria-pressed", "false");
    expect(show).toHaveAttribute("aria-controls", field.id);

    await user.type(field, "Gate-B12");
    (field as HTMLInputElement).setSelectionRange(4, 4);
    await user.click(show);
    expect(field).toHaveAttribute("type", "text");
    const hide = screen.getByRole("button", { name: "Hide password" });
    expect(hide).toHaveAttribute("aria-pressed", "true");
    expect(field).toHaveFocus();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect((field as HTMLInputElement).selectionStart).toBe(4);
    // Typing goes on where the caret was.
    await user.keyboard("X");
    expect(field).toHaveValue("GateX-B12");

    await user.click(hide);
    expect(field).toHaveAttribute("type", "password");
    expect(screen.getByRole("button", { name: "Show password" })).toHaveAttribute("aria-pressed", "false");
  });

  it("does not submit the form it is in", async () => {
    const user = userEvent.setup();
    const submitted = jest.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={submitted}>
        <TextField label="Password" name="password" type="password" />
      </form>,
    );
    await user.click(screen.getByRole("button", { name: "Show password" }));
    screen.getByRole("button", { name: "Hide password" }).focus();
    await user.keyboard(" ");
    expect(screen.getByRole("button", { name: "Show password" })).toHaveFocus();
    expect(submitted).not.toHaveBeenCalled();
  });

  it("is offered only on password fields", () => {
    render(<TextField label="E-mail" name="email" type="email" />);
    expect(screen.queryByRole("button")).toBeNull();
  });
});
