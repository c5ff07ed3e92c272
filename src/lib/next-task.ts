/**
 * Resolves in a task of its own: what follows runs after the browser has had its turn (input, a frame),
 * not in the task that called. A message to oneself rather than a zero timeout, which a hidden tab delays
 * up to a second; this is how React's own scheduler yields.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    // Where there is no MessageChannel (jsdom, which the component tests run in), a timer is the next task.
    if (typeof MessageChannel === "undefined") {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
