// The CSS-module class names of the listing's markup, in a module of their own so that only the page
// that needs them by name (search, for its early results painter) imports them through the index.
import * as listingStyles from "./product-listing.module.css";
import * as gridStyles from "./product-grid.module.css";
import * as cardStyles from "./product-card.module.css";
import * as paginationStyles from "./pagination.module.css";

export { cardStyles, gridStyles, listingStyles, paginationStyles };
