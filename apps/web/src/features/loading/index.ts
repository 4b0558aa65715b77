export { InitialLoadOverlay } from './components/initial-load-overlay';
export { PageLoader } from './components/page-loader';
export { useLoadingSnapshot } from './hooks/use-loading-snapshot';
export { useNavigationProgress } from './hooks/use-navigation-progress';
export { InitialLoad, initialLoadMessages, type InitialLoadInput } from './lib/initial-load';
export {
  LOADING_WEIGHTS,
  LoadingTracker,
  type LoadingSnapshot,
  type LoadingSourceKind,
} from './lib/loading-tracker';
export { pageLoadingMessage } from './lib/page-messages';
