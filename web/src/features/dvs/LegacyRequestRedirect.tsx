import { Navigate, useParams } from 'react-router';
import { dvsRequestPath } from './paths';

/** /DVS/Requests/Details/{id}: the old address of a request's details, sent on to the DIVE one. */
export default function LegacyRequestRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={dvsRequestPath(encodeURIComponent(id))} replace />;
}
