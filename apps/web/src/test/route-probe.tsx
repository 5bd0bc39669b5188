import { useLocation } from 'react-router';
import { useLoginDialog } from '../features/account/login-dialog-store.ts';

/** Shows where the router is and whether the login pop-up is open, as the root layout would. */
export function RouteProbe() {
  const { pathname } = useLocation();
  const { open } = useLoginDialog();
  return <output data-testid="probe">{`${pathname} ${open ? 'dialog' : 'no-dialog'}`}</output>;
}
