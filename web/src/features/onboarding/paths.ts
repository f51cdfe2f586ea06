import { pathTo } from '../../kit/namedRoutes';
import { routes as dashboardRoutes } from '../online-customers/routes';

/** Where the onboarding screens live: entries of the Dashboard's menu (features/online-customers/routes.tsx). */
export const ONBOARDING_SETTINGS_PATH = pathTo(dashboardRoutes, 'DashboardOnboardingSettings')();
const account = pathTo(dashboardRoutes, 'DashboardOnboardingAccount');
export const onboardingAccountPath = (id: number) => account({ id });
