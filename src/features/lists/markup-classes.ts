// The add-to-list button's CSS-module class names, in a module of their own so that only the page that
// needs them by name (search, for its early results painter) imports them through the index.
import * as addToListStyles from "./add-to-list-button.module.css";

export { addToListStyles };
