import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

type SetPageName = (name: string | undefined) => void;

interface PageNames {
  name?: string;
  /** The name of the record the page's record belongs to (a location's customer). */
  parentName?: string;
  setName: SetPageName;
  setParentName: SetPageName;
}

const PageNameContext = createContext<PageNames>({
  setName: () => undefined,
  setParentName: () => undefined,
});

/**
 * The name of the record a page shows ('Acme Holdings', 'CL-20250331-0045'), told by the page to
 * the frame around it: the breadcrumb's last crumb and the window title read it instead of the
 * route's generic title ('Account').
 */
export function PageNameProvider({ children }: { children: ReactNode }) {
  const [name, setName] = useState<string>();
  const [parentName, setParentName] = useState<string>();
  return (
    <PageNameContext.Provider value={{ name, parentName, setName, setParentName }}>
      {children}
    </PageNameContext.Provider>
  );
}

/** The current page's record name, when it has told one. */
export const usePageName = () => useContext(PageNameContext).name;

/** The name of the crumb above the current page's, when the page has told one. */
export const useParentPageName = () => useContext(PageNameContext).parentName;

/**
 * Names the current page while it is shown, and the record above it when the route hierarchy has
 * one (a location's customer: its crumb reads the customer's name, not 'Customer'); the names go
 * with the page.
 */
export function useNamePage(name: string | undefined, parentName?: string) {
  const { setName, setParentName } = useContext(PageNameContext);
  useEffect(() => {
    setName(name);
    return () => setName(undefined);
  }, [name, setName]);
  useEffect(() => {
    setParentName(parentName);
    return () => setParentName(undefined);
  }, [parentName, setParentName]);
}
