/**
 * The product's few facts, in one place: its name, its one price and the free allowance. Pages,
 * payments and the quota read them from here. Client-safe (no secrets, no I/O).
 */
export const SITE_NAME = "Oneira";

/** The one product: a one-time payment, decided on the server (the browser never sends a price). */
export const PRICE = "9.99";
export const CURRENCY = "USD";
/** "9.99 USD", as the pages write the price in prose. */
export const PRICE_LABEL = `${PRICE} ${CURRENCY}`;

/** Free interpretations per UTC day, for visitors and signed-in free users alike. */
export const FREE_DAILY_INTERPRETATIONS = 1;
