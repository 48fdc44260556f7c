import { useConnectionStatus } from '../api';
import { ConnectionButtons } from './ConnectionButtons';

/** The connect buttons for someone's profile, from `GET /api/connections/{id}/status`. */
export function ConnectionControl({ userId, name }: { userId: string; name: string }) {
  const status = useConnectionStatus(userId);
  // Unknown yet or unreadable: no button rather than a wrong one.
  if (!status.data) return null;
  return <ConnectionButtons userId={userId} name={name} status={status.data.status} />;
}
