/**
 * The product's name as the default branding has it (spec section 9: title 'Console'). Kept in
 * one constant so white-label branding can replace it later.
 */
export const DEFAULT_PRODUCT_NAME = 'Console';

/** The provider of the product, shown after its name on the login screen. */
const PROVIDER_NAME = 'Branchline';

/** The login screen's title: the product name followed by a by-the-provider phrase. */
export const productTitle = (productName: string = DEFAULT_PRODUCT_NAME) =>
  `${productName} by ${PROVIDER_NAME}`;
