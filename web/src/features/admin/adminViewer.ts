import { createContext, useContext } from 'react';

/**
 * The admin using the area, whichever way in (the bearer token's admin at /eadmincv, the session's at /admin):
 * rows about himself offer nothing he may not do to himself (deleting or suspending his own account).
 */
export const AdminViewerContext = createContext<{ id: string | null }>({ id: null });

export const useAdminViewerId = (): string | null => useContext(AdminViewerContext).id;
