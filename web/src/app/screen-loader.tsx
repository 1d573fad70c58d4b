import { LoadingArea } from '../components/loading-area';

/** Shown while a screen's code downloads. */
export function ScreenLoader() {
  return <LoadingArea minHeight="50vh" />;
}
