/** Where the DIVE Online screens live (product-families §2 "Online DIVE (/DVSOnline)"). */
export const DVS_ONLINE_USERS_PATH = '/DVSOnline/Users';
export const DVS_ONLINE_STATISTICS_PATH = '/DVSOnline/successStatistics';
export const dvsOnlineUserPath = (id: number) => `/DVSOnline/User/${id}`;
