export const PRODUCT_TITLE = 'Fleetdeck';
export const PRODUCT_WEBSITE = 'https://github.com/fleetdeck/fleetdeck';
