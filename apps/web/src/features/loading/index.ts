export { InitialLoadOverlay } from './components/initial-load-overlay';
export { PageLoader } from './components/page-loader';
export { useNavigationProgress } from './hooks/use-navigation-progress';
export { InitialLoad, type InitialLoadInput } from './lib/initial-load';
export type { LoadingSnapshot } from './lib/loading-tracker';
export { pageLoadingMessage } from './lib/page-messages';
