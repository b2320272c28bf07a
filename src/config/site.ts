export const PRODUCT_NAME = "Attestra";
export const PROVIDER_NAME = "Attestra, Inc.";
