import { createContext, useContext } from 'react';

/** True inside the staff workspace: its screens use the height for work, not for a page's title and lead. */
export const WorkspaceContext = createContext(false);

export const useInWorkspace = () => useContext(WorkspaceContext);
