/**
 * `promise`'s value, or `fallback` if it has not settled within `ms`. The timer is cleared as soon as
 * either wins and never keeps the process alive; the promise itself runs on, unobserved past the wait.
 */
export function settleWithin<T, F>(promise: Promise<T>, ms: number, fallback: F): Promise<T | F> {
  let timer!: ReturnType<typeof setTimeout>;
  const late = new Promise<F>((resolve) => (timer = setTimeout(() => resolve(fallback), ms)));
  timer.unref();
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
