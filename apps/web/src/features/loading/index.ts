export { PageLoader } from './page-loader';
