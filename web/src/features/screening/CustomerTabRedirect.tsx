import { Navigate, useParams } from 'react-router';
import { screeningCustomerPath } from './paths';

/** /ScreeningService/Customer/{id}/{tab} (console-core §2's sub-pages) opens the page on that tab. */
export default function CustomerTabRedirect() {
  const { id, tab } = useParams();
  return <Navigate to={screeningCustomerPath(Number(id), tab)} replace />;
}
