import { useContext } from 'react';
import { UNSAFE_DataRouterStateContext } from 'react-router';

/**
 * False while the router moves to another page. Debounced writes to the address check it, so a text
 * that settles after a link was clicked does not follow the link. Outside a data router (tests with a
 * memory router) nothing is ever pending.
 */
export function useNavigationIdle(): boolean {
  const state = useContext(UNSAFE_DataRouterStateContext);
  return (state?.navigation.state ?? 'idle') === 'idle';
}
