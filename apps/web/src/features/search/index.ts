export { HeaderSearch } from './header-search';
