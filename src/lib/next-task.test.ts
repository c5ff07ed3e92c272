/** @jest-environment node */
import { expect, test } from "@jest/globals";
import { nextTask } from "./next-task";

test("nextTask resolves in a later task, after the microtasks of the task that called it", async () => {
  const order: string[] = [];
  const done = nextTask().then(() => order.push("next task"));
  void Promise.resolve().then(() => order.push("microtask"));
  // Microtasks queued by a microtask still belong to the calling task.
  void Promise.resolve()
    .then(() => undefined)
    .then(() => order.push("chained microtask"));
  await done;
  expect(order).toEqual(["microtask", "chained microtask", "next task"]);
});
