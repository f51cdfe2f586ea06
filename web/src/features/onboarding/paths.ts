/** Where the onboarding screens live: the Dashboard's OnboardingSettings (product-families §2). */
export const ONBOARDING_SETTINGS_PATH = '/Dashboard/OnboardingSettings';
export const onboardingAccountPath = (id: number) => `${ONBOARDING_SETTINGS_PATH}/${id}`;
