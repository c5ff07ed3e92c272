/** The counter's side of Reserve & Collect (issue 19), for staff accounts. Pages import only from here. */
export { CounterDesk } from "./counter-desk";
