import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

type SetPageName = (name: string | undefined) => void;

const PageNameContext = createContext<{ name?: string; setName: SetPageName }>({ setName: () => undefined });

/**
 * The name of the record a page shows ('Acme Holdings', 'CL-20250331-0045'), told by the page to
 * the frame around it: the breadcrumb's last crumb and the window title read it instead of the
 * route's generic title ('Account').
 */
export function PageNameProvider({ children }: { children: ReactNode }) {
  const [name, setName] = useState<string>();
  return <PageNameContext.Provider value={{ name, setName }}>{children}</PageNameContext.Provider>;
}

/** The current page's record name, when it has told one. */
export const usePageName = () => useContext(PageNameContext).name;

/** Names the current page while it is shown; the name goes with the page. */
export function useNamePage(name: string | undefined) {
  const { setName } = useContext(PageNameContext);
  useEffect(() => {
    setName(name);
    return () => setName(undefined);
  }, [name, setName]);
}
