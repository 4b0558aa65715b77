import { DEFAULT_BRANDING_TITLE } from '@fm/contracts';

/** The provider of the product, shown after its name on the login screen. */
const PROVIDER_NAME = 'Branchline';

/**
 * The login screen's title: the product name (the default branding's title, spec section 9:
 * 'Console') followed by a by-the-provider phrase.
 */
export const productTitle = (productName: string = DEFAULT_BRANDING_TITLE) =>
  `${productName} by ${PROVIDER_NAME}`;
