/** The operator's side of the catalogue (issue 21): import, history, export. Pages import only from here. */
export { OperatorDesk } from "./operator-desk";
