import { ImportPage } from './ImportPage';

/** /Dashboard/Import/TeamMembersLocations. */
export default function TeamMembersLocationsImportPage() {
  return <ImportPage kind="TeamMembersLocations" />;
}
