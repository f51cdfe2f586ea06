import { ImportPage } from './ImportPage';

/** /Dashboard/Import/UsersDevices. */
export default function UsersDevicesImportPage() {
  return <ImportPage kind="UsersDevices" />;
}
