import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { LoadingTracker } from '../lib/loading-tracker';
import { pageLoadingMessage } from '../lib/page-messages';
import { useLoadingSnapshot } from './use-loading-snapshot';

/**
 * The frame's progress: a page's code on its way (lazy-component), the switch to the new page
 * (page-transition) and requests to the API (api-call), weighted by the same tracker.
 */
export function useNavigationProgress() {
  const [tracker] = useState(() => new LoadingTracker());
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const fetching = useIsFetching() > 0;
  const target = navigation.state === 'idle' ? null : (navigation.location?.pathname ?? null);

  useEffect(() => () => tracker.dispose(), [tracker]);

  useEffect(() => {
    if (target === null) return;
    tracker.start('lazy-component', 'lazy-component', pageLoadingMessage(target));
    return () => tracker.finish('lazy-component');
  }, [target, tracker]);

  useEffect(() => {
    // The new page is on screen once this effect runs; the transition counts only until then.
    tracker.start('page-transition', 'page-transition');
    tracker.finish('page-transition');
  }, [pathname, tracker]);

  useEffect(() => {
    if (!fetching) return;
    tracker.start('api-call', 'api-call');
    return () => tracker.finish('api-call');
  }, [fetching, tracker]);

  return useLoadingSnapshot(tracker);
}
