export const PRODUCT_NAME = "Attestra";
export const PROVIDER_NAME = "Attestra, Inc.";
/** Where visitors write about their personal data (the privacy notice, /privacy); same domain as the accessibility contact. */
export const PRIVACY_EMAIL = `privacy@${PRODUCT_NAME.toLowerCase()}.com`;
