import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { GlobalOverlays } from './GlobalOverlays';
import { PRODUCT_TITLE } from './product';
import { useRouteMatches } from './route-handle';

/** Wraps every page: removes the loading spinner, keeps the page title, and hosts toasts and global dialogs. */
export function RootLayout() {
  const { t } = useTranslation();
  const matches = useRouteMatches();
  const title = matches.findLast((match) => match.handle?.title)?.handle?.title;

  useEffect(() => {
    document.getElementById('app-loading')?.remove();
  }, []);

  useEffect(() => {
    document.title = title ? `${PRODUCT_TITLE} | ${t(title)}` : PRODUCT_TITLE;
  }, [title, t]);

  return (
    <>
      <Outlet />
      <GlobalOverlays />
    </>
  );
}
